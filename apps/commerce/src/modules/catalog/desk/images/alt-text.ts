import { LANGUAGE_CODES, type LanguageCode } from '@shop/contract';
import { type AltProblem, PRODUCT_IMAGE_LIMITS } from './refusals.ts';

/** An alt text in one language as staff typed it. */
export interface AltText {
  languageCode: LanguageCode;
  text: string;
}

// Control characters have no place in a sentence read aloud (line breaks and tabs are made spaces first).
const hasControl = (text: string) =>
  [...text].some((c) => (c.codePointAt(0) ?? 0) < 0x20 || c.codePointAt(0) === 0x7f);

/**
 * The alt texts trimmed, each run of spaces and line breaks one space, or each one's problem beside its language:
 * TOO_LONG past the limit, INVALID with control characters. A language given twice keeps the last.
 */
export function cleanAltTexts(
  texts: readonly AltText[],
): { ok: true; texts: AltText[] } | { ok: false; problems: AltProblem[] } {
  const byLanguage = new Map<LanguageCode, string>();
  for (const { languageCode, text } of texts) {
    if ((LANGUAGE_CODES as readonly string[]).includes(languageCode)) byLanguage.set(languageCode, text);
  }
  const problems: AltProblem[] = [];
  const clean: AltText[] = [];
  for (const [languageCode, typed] of byLanguage) {
    const text = typed.replace(/\s+/g, ' ').trim();
    if (hasControl(text)) {
      problems.push({
        languageCode,
        code: 'INVALID',
        message: `The alt text has characters it cannot have (${languageCode}).`,
      });
    } else if ([...text].length > PRODUCT_IMAGE_LIMITS.altText) {
      problems.push({
        languageCode,
        code: 'TOO_LONG',
        message: `The alt text may be at most ${PRODUCT_IMAGE_LIMITS.altText} characters (${languageCode}).`,
      });
    } else clean.push({ languageCode, text });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, texts: clean };
}
