import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@mail.example.com:465). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Without SMTP each message is written to DATA_DIR/outbox as a .eml file and logged, so an operator of
 * a laptop install can still hand a reset link to a user.
 */
export function createOutboxMailer(outboxDir: string, from: string, log: (message: string) => void): Mailer {
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
      const body = [
        `From: ${from}`,
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        '',
        message.text,
        '',
      ].join('\n');
      try {
        await writeFile(file, body, { mode: 0o600 });
      } catch (error) {
        // A message cut short (the disk filled up) could hand the operator a truncated link.
        await rm(file, { force: true }).catch(() => undefined);
        throw error;
      }
      log(`Mail to ${message.to} ("${message.subject}") written to ${file} (no SMTP_URL configured)`);
    },
  };
}
