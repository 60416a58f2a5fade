/** Saves a blob as a file through a temporary link; the object URL is released right after. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadTextFile(text: string, filename: string, type: string): void {
  downloadBlob(new Blob([text], { type }), filename);
}
