import type { Page, Response } from '@playwright/test';

/**
 * Everything the browser says against the page's security headers: each
 * `securitypolicyviolation` event (in the page, across navigations) and each console message
 * about a Content-Security-Policy or Permissions-Policy. The array fills as the page runs.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.exposeBinding('__reportPolicyViolation', (_source, report: string) => void found.push(report));
  // An init script runs before any of the page's own, so nothing is missed (and, run by the
  // test's browser, it is not itself subject to the page's policy).
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'an inline resource'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`;
      (window as unknown as { __reportPolicyViolation(report: string): void }).__reportPolicyViolation(report);
    });
  });
  page.on('console', (message) => {
    if (/content.security.policy|permissions.policy|refused to/i.test(message.text())) found.push(`console ${message.type()}: ${message.text()}`);
  });
  return found;
}

/** The document response's policy: present, with no inline or eval allowance for scripts. */
export function scriptPolicyOf(response: Response | null): string {
  const policy = response?.headers()['content-security-policy'] ?? '';
  return /script-src [^;]*/.exec(policy)?.[0] ?? '';
}
