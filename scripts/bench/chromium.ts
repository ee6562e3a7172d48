import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { onCleanup, withTimeout } from './lifecycle';

/** Debian's Chromium, never a downloaded one; the flags every browser tool on this machine uses. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  port: number;
  close(): Promise<void>;
}

/** A fresh Chromium with a throw-away profile; closing it kills it and removes the profile. */
export async function launchChromium(): Promise<Browser> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langkah-bench-chrome-'));
  const removeProfile = () => fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  let chrome: chromeLauncher.LaunchedChrome;
  try {
    chrome = await withTimeout(
      chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: CHROMIUM_FLAGS,
        userDataDir,
        logLevel: 'silent',
        handleSIGINT: false,
        connectionPollInterval: 250,
        maxConnectionRetries: 120,
      }),
      60_000,
      'Chromium launch',
    );
  } catch (error) {
    removeProfile();
    throw error;
  }
  const kill = async () => {
    // chrome-launcher starts Chromium detached: killing the group takes its helpers too.
    try {
      process.kill(-chrome.pid, 'SIGKILL');
    } catch {
      chrome.kill();
    }
    removeProfile();
  };
  const forget = onCleanup(kill);
  return {
    port: chrome.port,
    close: async () => {
      forget();
      await kill();
    },
  };
}
