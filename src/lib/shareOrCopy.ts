export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Hands a link to the phone's share sheet where there is one (WhatsApp is one tap away there),
 * else copies it. A share sheet the shopper closed is not a failure; one that fails otherwise
 * (no permission, an old browser's quirk) falls back to the clipboard.
 */
export async function shareOrCopy({ url, text, title }: ShareData & { url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  return copyText(url);
}

export async function copyText(text: string): Promise<'copied' | 'failed'> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
