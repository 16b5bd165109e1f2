import fs from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const INSTALL = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium';

function canInstall(): boolean {
  return process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
}

/**
 * The Chromium the browser tests drive: `CHROME_PATH`, else Debian's `/usr/bin/chromium`. When it is
 * missing and we are root on Debian, installs it; otherwise stops with the command to run.
 */
export function ensureChromium(): string {
  const executable = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(executable)) return executable;
  if (!process.env.CHROME_PATH && canInstall()) {
    console.log(`Chromium not found; installing Debian's chromium package: ${INSTALL}`);
    execSync(INSTALL, { stdio: 'inherit', shell: '/bin/bash' });
    if (fs.existsSync(executable)) return executable;
  }
  throw new Error(
    `Chromium not found at ${executable}. Install it with:\n  sudo sh -c '${INSTALL}'\nor set CHROME_PATH to a Chromium or Chrome binary.`,
  );
}
