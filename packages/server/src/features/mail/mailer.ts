import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
}

/**
 * Sends through SMTP_URL when set; otherwise writes each message as an .eml file under
 * `<DATA_DIR>/outbox`, so a fresh install works without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (m) => {
        await transport.sendMail({ from: options.from, ...m });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (m) => {
      const info = await transport.sendMail({ from: options.from, ...m });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
      await writeFile(join(options.outboxDir, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
