import type { Database } from '#src/db/client.ts';
import { contactSubmissions } from '#src/db/schema.ts';
import type { Mailer, OutgoingMail } from '#src/modules/mail/index.ts';
import type { ImageType } from './image-type.ts';
import type { ContactForm } from './rules.ts';

/** The shopper's image, its type read from its bytes. */
export interface ContactImage {
  name: string;
  type: ImageType;
  bytes: Buffer;
}

export interface Submission {
  form: ContactForm;
  productLink: string | null;
  image: ContactImage | null;
  languageCode: string;
  marketAlias: string;
  createdAt: Date;
}

/**
 * Keeps the submission and its mail to the dealer in one transaction, so that the dealer hears of
 * exactly what was kept; the mail is sent behind the request once that has committed (ADR 26).
 */
export async function saveSubmission(
  db: Database,
  mailer: Mailer,
  submission: Submission,
  mail: Omit<OutgoingMail, 'attachments'>,
): Promise<number> {
  const { form, image } = submission;
  const attachments = image
    ? [{ filename: image.name, contentType: image.type.contentType, content: image.bytes }]
    : [];
  const { id, mailId } = await db.transaction(async (tx) => {
    const mailId = await mailer.sendWithin(tx, { ...mail, attachments });
    const [row] = await tx
      .insert(contactSubmissions)
      .values({
        ...form,
        productLink: submission.productLink,
        languageCode: submission.languageCode,
        marketAlias: submission.marketAlias,
        imageName: image?.name ?? null,
        imageType: image?.type.contentType ?? null,
        image: image?.bytes ?? null,
        mailId,
        createdAt: submission.createdAt,
      })
      .returning({ id: contactSubmissions.id });
    return { id: row?.id as number, mailId };
  });
  await mailer.release(mailId);
  return id;
}
