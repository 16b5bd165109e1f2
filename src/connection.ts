/** Whether the reader asked the browser to save data (Chromium's Data Saver, `Save-Data`). */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
