import type { PrintableView } from '@kokpit/shared';

/**
 * A window opened while the click still counts as the user's (browsers block pop-ups opened
 * after an await), to show a PDF in once the server has made it.
 */
export function openPdfWindow(): Window | null {
  return window.open('', '_blank');
}

/** A file the server made: a PDF, or a CSV (always downloaded). */
type ServerFile = Pick<PrintableView, 'filename' | 'base64'> & { contentType: string };

/** Shows the server's PDF in the window, or downloads it when no window could be opened. */
export function showPdf(view: ServerFile, target: Window | null): void {
  const bytes = Uint8Array.from(atob(view.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: view.contentType }));
  if (target && !target.closed) {
    target.location.href = url;
  } else {
    const link = document.createElement('a');
    link.href = url;
    link.download = view.filename;
    link.click();
  }
  // The window has loaded it by then; the link's download has started.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
