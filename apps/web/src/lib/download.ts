/** Saves a file the app made (a CSV, a calendar, the chart wheel) through a temporary link: no server round trip. */

export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked after the click has been handled, not before the browser reads it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
