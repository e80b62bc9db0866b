/*
 * Small printable sheets (a new student's credentials, the registration QR), printed from a
 * hidden frame so no pop-up is opened and the page itself is not what gets printed.
 */

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 32px; color: #111; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  h2 { font-size: 16px; font-weight: 600; margin: 0 0 24px; color: #444; }
  table { border-collapse: collapse; }
  th, td { text-align: left; padding: 8px 16px 8px 0; font-size: 16px; }
  td { font-family: ui-monospace, monospace; font-size: 18px; }
  img { width: 60mm; height: 60mm; image-rendering: pixelated; }
  p { font-size: 14px; overflow-wrap: anywhere; }
`;

function printHtml(title: string, body: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  document.body.append(frame);
  const doc = frame.contentDocument;
  if (!doc) return frame.remove();
  doc.open();
  doc.write(
    `<!doctype html><html><head><meta charset="utf-8"><title>${escape(title)}</title>` +
      `<style>${STYLE}</style></head><body>${body}</body></html>`,
  );
  doc.close();
  const print = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    // Printing is modal in most browsers; leave time for those where it is not.
    window.setTimeout(() => frame.remove(), 60_000);
  };
  const images = [...doc.images];
  if (images.every((img) => img.complete)) print();
  else void Promise.all(images.map((img) => img.decode().catch(() => undefined))).then(print);
}

/** A sheet with a student's name and the credentials to hand over. */
export function printCredentials(sheet: { title: string; name: string; rows: [string, string][] }) {
  const rows = sheet.rows
    .map(([label, value]) => `<tr><th>${escape(label)}</th><td>${escape(value)}</td></tr>`)
    .join('');
  printHtml(
    sheet.title,
    `<h1>${escape(sheet.title)}</h1><h2>${escape(sheet.name)}</h2><table>${rows}</table>`,
  );
}

/** A sheet with the school's registration QR and its link. */
export function printQr(sheet: { title: string; school: string; qrDataUrl: string; link: string }) {
  printHtml(
    sheet.title,
    `<h1>${escape(sheet.school)}</h1><h2>${escape(sheet.title)}</h2>` +
      `<img src="${sheet.qrDataUrl}" alt=""><p>${escape(sheet.link)}</p>`,
  );
}
