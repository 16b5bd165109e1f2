import { describeSaved, describeSaving } from './save-offline';

describe('the status line of "Save for offline"', () => {
  it('counts the files while saving', () => {
    expect(describeSaving({ done: 12, total: 340, failed: 0, pages: 0 })).toBe('Saving for offline… 12 of 340 files');
  });

  it('counts the pages once saved, or asks for another try when files failed', () => {
    expect(describeSaved({ done: 340, total: 340, failed: 0, pages: 175 })).toBe(
      'Saved 175 pages for offline reading.',
    );
    expect(describeSaved({ done: 340, total: 340, failed: 3, pages: 175 })).toBe(
      'Saved for offline reading, except 3 of 340 files. Try again to finish.',
    );
  });
});
