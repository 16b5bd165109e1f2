import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { parseSupporters } from '../../../src/shared/data/supporters.ts';
import { fetchSupporters, toSupporters } from './open-collective.ts';
import { refreshSupporters, SUPPORTERS_DATA } from './refresh.ts';

const FIXTURE_FILE = path.resolve('test/fixtures/supporters.json');
const fixture = parseSupporters(JSON.parse(fs.readFileSync(FIXTURE_FILE, 'utf8')));

let dir: string;
const dataFile = () => path.join(dir, SUPPORTERS_DATA);
const saved = () => (fs.existsSync(dataFile()) ? JSON.parse(fs.readFileSync(dataFile(), 'utf8')).length : 'none');

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supporters-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A local "API" that takes requests and never answers (a network that hangs). */
async function silentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer(() => undefined);
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    close: () => {
      sockets.forEach((socket) => socket.destroy());
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('refreshSupporters', () => {
  it('writes what Open Collective answers', async () => {
    const result = await refreshSupporters({ outDir: dir, fetch: async () => fixture });
    expect(result).toEqual({ source: 'fetched', count: fixture.length });
    expect(saved()).toBe(fixture.length);
  });

  it('gives up after its short timeout and keeps the last fetched snapshot', async () => {
    fs.writeFileSync(dataFile(), JSON.stringify(fixture));
    const api = await silentServer();
    try {
      const started = Date.now();
      const result = await refreshSupporters({
        outDir: dir,
        timeoutMs: 300,
        fetch: (options) => fetchSupporters({ ...options, apiUrl: api.url }),
      });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(result).toEqual({ source: 'snapshot', count: fixture.length, error: expect.any(String) });
      expect(saved()).toBe(fixture.length);
    } finally {
      await api.close();
    }
  });

  it('fails fast without the network and, with no snapshot, leaves no data', async () => {
    // Port 9 (discard) on the loopback: nothing listens, the connection is refused at once.
    const result = await refreshSupporters({
      outDir: dir,
      fetch: (options) => fetchSupporters({ ...options, apiUrl: 'http://127.0.0.1:9/graphql' }),
    });
    expect(result).toEqual({ source: 'none', error: expect.any(String) });
    expect(saved()).toBe('none');
  });

  it('leaves no data when nobody supports the collective, and takes a fixture file without asking', async () => {
    fs.writeFileSync(dataFile(), JSON.stringify(fixture));
    expect(await refreshSupporters({ outDir: dir, fetch: async () => [] })).toEqual({ source: 'none' });
    expect(saved()).toBe('none');
    const unused = () => Promise.reject(new Error('must not be called'));
    expect(await refreshSupporters({ outDir: dir, fixture: FIXTURE_FILE, fetch: unused })).toEqual({
      source: 'fixture',
      count: fixture.length,
    });
    expect(saved()).toBe(fixture.length);
  });
});

describe('toSupporters', () => {
  it("keeps one record per account, its largest total, earliest date and last year's monthly average", () => {
    const account = { name: 'Acme', slug: 'acme', imageUrl: null, website: null };
    const members = [
      { since: '2020-05-01', totalDonations: { valueInCents: 10000, currency: 'USD' }, tier: null, account },
      {
        since: '2019-01-01',
        totalDonations: { valueInCents: 50000, currency: 'USD' },
        tier: { name: 'Gold' },
        account,
      },
      { since: '2021-01-01', totalDonations: { valueInCents: 0, currency: 'USD' }, tier: null, account: null },
    ];
    const lastYear = [
      { amount: { valueInCents: 6000, currency: 'USD' }, fromAccount: { slug: 'acme' } },
      { amount: { valueInCents: 6000, currency: 'USD' }, fromAccount: { slug: 'acme' } },
    ];
    expect(toSupporters(members, lastYear)).toEqual([
      {
        name: 'Acme',
        slug: 'acme',
        avatar: null,
        website: null,
        totalAmount: 500,
        monthlyAmount: 10,
        firstContribution: '2019-01-01',
        tier: 'Gold',
      },
    ]);
  });
});
