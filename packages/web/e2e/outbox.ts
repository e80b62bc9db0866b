import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { io } from 'socket.io-client';

/*
 * Mail in the journeys: with no SMTP_URL the server writes each message as an .eml file under
 * `<DATA_DIR>/outbox` (server/features/mail/mailer.ts). These helpers read them back.
 */

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  return join(dataDir, 'outbox');
}

/** Quoted-printable: soft line breaks (`=\r\n`) go, `=XX` are bytes (UTF-8 together). */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_m, _charset: string, kind: string, text: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** A single-part message as nodemailer writes it: headers, a blank line, the encoded body. */
export function parseEml(source: string, file = ''): OutboxMail {
  const split = source.search(/\r?\n\r?\n/);
  const head = source.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = source.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) =>
    decodeHeader(head.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim() ?? '');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { file, to: header('To'), subject: header('Subject'), text };
}

export function readOutbox(): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((name) => parseEml(readFileSync(join(outboxDir(), name), 'utf8'), name));
}

/** The newest mail to `address` that `match` accepts, waiting for it to be written. */
export async function waitForMail(
  address: string,
  match: (mail: OutboxMail) => boolean = () => true,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        found = readOutbox()
          .reverse()
          .find((mail) => mail.to.toLowerCase().includes(address.toLowerCase()) && match(mail));
        return Boolean(found);
      },
      { message: `a mail to ${address} in the outbox` },
    )
    .toBe(true);
  return found!;
}

/** A fresh student made through the public `signup` event, so no journey touches a demo account. */
export async function signUpStudent(
  baseURL: string,
  form: { username: string; email: string; password: string; lang?: string },
): Promise<void> {
  const socket = io(`${baseURL}/app`, {
    transports: ['websocket'],
    auth: { lang: form.lang ?? 'el' },
  });
  try {
    const reply = (await socket.timeout(10_000).emitWithAck('signup', {
      kind: 'student',
      form: {
        username: form.username,
        email: form.email,
        password: form.password,
        passwordConfirm: form.password,
        firstName: 'Ελένη',
        lastName: 'Δοκιμή',
        section: 'car',
      },
    })) as { isPositive: boolean; message: string };
    expect(reply.isPositive, reply.message).toBe(true);
  } finally {
    socket.disconnect();
  }
}
