import { randomUUID } from 'node:crypto';
import type { PayloadEmailAdapter, SendEmailOptions } from 'payload';
import { outboxDir, writeOutboxMessage } from './outbox';

const addressOf = (value: SendEmailOptions['to']): string => {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address)).join(', ');
};

/**
 * Payload's e-mail adapter for development and tests: each message goes to the outbox folder and
 * one line goes to the log (recipient and subject, never the body, which holds secret links).
 */
export const outboxEmailAdapter =
  (dir?: string): PayloadEmailAdapter =>
  ({ payload }) => ({
    name: 'bourse-outbox',
    defaultFromAddress: process.env.MAIL_FROM ?? 'no-reply@bourse.local',
    defaultFromName: 'Bourse',
    sendEmail: async (message) => {
      const sentAt = new Date().toISOString();
      const from = typeof message.from === 'string' ? message.from : message.from?.address;
      const file = writeOutboxMessage(
        {
          id: randomUUID(),
          to: addressOf(message.to),
          from,
          subject: String(message.subject ?? ''),
          text: String(message.text ?? ''),
          html: String(message.html ?? ''),
          sentAt,
        },
        dir ?? outboxDir(),
      );
      payload.logger.info(`mail to ${addressOf(message.to)}: "${String(message.subject ?? '')}" -> ${file}`);
      return { file };
    },
  });
