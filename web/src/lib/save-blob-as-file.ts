/**
 * Hands bytes to the browser as a downloaded file. The API needs the bearer header, so a plain link
 * cannot fetch them: the Blob is fetched first, then offered through a temporary object URL.
 */
export function saveBlobAsFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Text (a CSV by default) as a downloaded file. */
export function saveTextAsFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  saveBlobAsFile(new Blob([text], { type }), fileName);
}
