import { LANGUAGE_CODES } from '@shop/contract';
import { z } from 'zod';
import { adminBuilder } from '#src/admin/builder.ts';
import type { LocalizedText } from '#src/db/schema.ts';
import type { DeskMenu, DeskMenuItem } from './menu-read.ts';
import type { PageTextView } from './page-input.ts';
import {
  type DeskPage,
  type DeskPageList,
  type DeskPageRow,
  type DeskVersion,
  PAGE_STATES,
} from './page-read.ts';
import {
  CONTENT_DESK_REFUSALS,
  CONTENT_FIELDS,
  CONTENT_PROBLEM_CODES,
  type ContentDeskRefusal,
  type ContentProblem,
  CONTENT_DESK_LIMITS as L,
} from './problems.ts';

export const id = z.number().int().min(1, 'not an id').max(2_147_483_647, 'not an id');
export const version = z.number().int().min(1, 'not a version').max(2_147_483_647, 'not a version');
/**
 * Any text a request can hold (the staff API takes 100 kB): the desk's own checks say what is too
 * long, beside its field and language, as a refusal that changes nothing.
 */
export const lenient = () => z.string().max(120_000, 'at most 120 000 characters').nullish();
export const languageCode = z.enum(['sv', 'en']).nullish();

export const ContentPageStateEnum = adminBuilder.enumType('ContentPageState', {
  description:
    'PUBLISHED: the shop shows its latest version; CHANGED: the shop shows an older one, a draft waits; DRAFT: not in the shop',
  values: PAGE_STATES,
});

const ContentFieldEnum = adminBuilder.enumType('ContentField', {
  description: 'A field of the content desk’s forms; texts’ fields are per language',
  values: CONTENT_FIELDS,
});

const ContentProblemCodeEnum = adminBuilder.enumType('ContentProblemCode', {
  description:
    'REQUIRED, TOO_LONG, INVALID (characters it cannot have; an alias of a–z, digits and single dashes; a link a shop path or http(s) address), TAKEN (another page answers to it), UNKNOWN (no such target or parent)',
  values: CONTENT_PROBLEM_CODES,
});

export const ContentDeskRefusalEnum = adminBuilder.enumType('ContentDeskRefusal', {
  description:
    'Why nothing changed: STALE (a newer version was saved since the form was read: currentVersion), INVALID (problems beside their fields), or what is not found',
  values: CONTENT_DESK_REFUSALS,
});

export const ContentProblemType = adminBuilder.objectRef<ContentProblem>('ContentProblem').implement({
  description: 'What is wrong beside one field, and in which language',
  fields: (t) => ({
    field: t.field({ type: ContentFieldEnum, resolve: (p) => p.field }),
    languageCode: t.exposeString('languageCode', { nullable: true }),
    code: t.field({ type: ContentProblemCodeEnum, resolve: (p) => p.code }),
    message: t.exposeString('message', { description: 'In English; the admin app shows its own words' }),
  }),
});

/** The fields every change's answer has besides what it changed. */
export interface ContentAnswer {
  refusal: ContentDeskRefusal | null;
  message: string | null;
  problems: readonly ContentProblem[];
  currentVersion: number | null;
}

const refusalFields = <T extends ContentAnswer>(t: PothosFieldBuilder<T>) => ({
  refusal: t.field({ type: ContentDeskRefusalEnum, nullable: true, resolve: (a: T) => a.refusal }),
  message: t.string({ nullable: true, resolve: (a: T) => a.message }),
  problems: t.field({ type: [ContentProblemType], resolve: (a: T) => [...a.problems] }),
  currentVersion: t.int({
    nullable: true,
    description: 'For STALE: the version saved since the form was read',
    resolve: (a: T) => a.currentVersion,
  }),
});
// biome-ignore lint/suspicious/noExplicitAny: Pothos's field builder, typed by the object it builds
type PothosFieldBuilder<T> = any & { __of?: T };

export const TextType = adminBuilder
  .objectRef<{ languageCode: string; text: string }>('ContentText')
  .implement({
    description: 'A text in one of the shop’s languages',
    fields: (t) => ({ languageCode: t.exposeString('languageCode'), text: t.exposeString('text') }),
  });

export const textsOf = (texts: LocalizedText) =>
  LANGUAGE_CODES.flatMap((code) => (texts[code] ? [{ languageCode: code, text: texts[code] }] : []));

export const TextInput = adminBuilder.inputType('ContentTextInput', {
  fields: (t) => ({
    languageCode: t.string({
      required: true,
      description: 'sv, da, en, fi or nb',
      validate: z.enum(LANGUAGE_CODES),
    }),
    text: t.string({ validate: lenient() }),
  }),
});

export const PageTextInput = adminBuilder.inputType('ContentPageTextInput', {
  description: 'A page’s texts in one language; a language left empty shows the Swedish ones',
  fields: (t) => ({
    languageCode: t.string({
      required: true,
      description: 'sv, da, en, fi or nb',
      validate: z.enum(LANGUAGE_CODES),
    }),
    title: t.string({ validate: lenient() }),
    alias: t.string({
      description: 'Its address /{alias} in the language: a-z, 0-9 and dashes; empty: made of the title',
      validate: lenient(),
    }),
    metaDescription: t.string({ validate: lenient() }),
    body: t.string({
      description:
        'The text: "## " a heading, "- " an item of a list, "term :: description" a definition, other lines paragraphs; a blank line between them, a line "---" starts a new section',
      validate: lenient(),
    }),
  }),
});

const PageTextType = adminBuilder.objectRef<PageTextView>('ContentPageText').implement({
  description: 'A page’s texts in one language, in the body’s text form',
  fields: (t) => ({
    languageCode: t.exposeString('languageCode'),
    title: t.exposeString('title'),
    alias: t.exposeString('alias', { description: 'Empty: the Swedish one' }),
    metaDescription: t.exposeString('metaDescription'),
    body: t.exposeString('body'),
    translated: t.exposeBoolean('translated', { description: 'False: the shop shows the Swedish texts' }),
  }),
});

const VersionType = adminBuilder.objectRef<DeskVersion>('ContentPageVersion').implement({
  fields: (t) => ({
    version: t.exposeInt('version'),
    savedAt: t.field({ type: 'DateTime', resolve: (v) => v.savedAt }),
    savedBy: t.exposeString('savedBy', { description: 'The member’s email; empty for the seeded version' }),
    restoredFrom: t.exposeInt('restoredFrom', { nullable: true }),
    published: t.exposeBoolean('published', { description: 'The version the shop shows' }),
  }),
});

const PageRowType = adminBuilder.objectRef<DeskPageRow>('ContentPageRow').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    alias: t.exposeString('alias'),
    title: t.exposeString('title', { description: 'The latest version’s Swedish title' }),
    state: t.field({ type: ContentPageStateEnum, resolve: (p) => p.state }),
    version: t.exposeInt('version'),
    updatedAt: t.field({ type: 'DateTime', resolve: (p) => p.updatedAt }),
  }),
});

export const PageListType = adminBuilder.objectRef<DeskPageList>('ContentPageList').implement({
  fields: (t) => ({
    nodes: t.field({ type: [PageRowType], resolve: (l) => l.nodes }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

export const PageType = adminBuilder.objectRef<DeskPage>('DeskContentPage').implement({
  description: 'A content page as the desk edits it: its latest version, its versions and former addresses',
  fields: (t) => ({
    id: t.exposeInt('id'),
    alias: t.exposeString('alias', { description: 'The Swedish alias the shop answers to now' }),
    state: t.field({ type: ContentPageStateEnum, resolve: (p) => p.state }),
    version: t.exposeInt('version', { description: 'The latest version: a save or publish names it' }),
    publishedVersion: t.exposeInt('publishedVersion', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (p) => p.updatedAt }),
    texts: t.field({ type: [PageTextType], resolve: (p) => p.texts }),
    formerAliases: t.exposeStringList('formerAliases', { description: 'Addresses that still lead to it' }),
    versions: t.field({
      type: [VersionType],
      description: `The newest ${L.versionsListed}`,
      resolve: (p) => p.versions,
    }),
  }),
});

export const PageChangeType = adminBuilder
  .objectRef<ContentAnswer & { page: DeskPage | null }>('ContentPageChange')
  .implement({
    description: 'The page after a change, or why nothing changed',
    fields: (t) => ({
      page: t.field({ type: PageType, nullable: true, resolve: (a) => a.page }),
      ...refusalFields(t),
    }),
  });

const MenuItemType = adminBuilder.objectRef<DeskMenuItem>('DeskMenuItem').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    parentId: t.exposeInt('parentId', { nullable: true }),
    depth: t.exposeInt('depth'),
    position: t.exposeInt('position'),
    type: t.exposeString('type', { description: 'category, brand, page or custom' }),
    target: t.exposeString('target', { description: 'The alias it links to; empty for a custom link' }),
    labels: t.field({ type: [TextType], resolve: (i) => textsOf(i.labels) }),
    urls: t.field({ type: [TextType], resolve: (i) => textsOf(i.urls) }),
    targetBlank: t.exposeBoolean('targetBlank'),
    targetName: t.exposeString('targetName', { nullable: true }),
    hidden: t.exposeBoolean('hidden', {
      description: 'Its target is gone or unpublished: the shop leaves it out',
    }),
  }),
});

export const MenuType = adminBuilder.objectRef<DeskMenu>('DeskMenu').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    version: t.exposeInt('version', {
      description: 'A change names it; refused as STALE when another came since',
    }),
    titles: t.field({ type: [TextType], resolve: (m) => textsOf(m.titles) }),
    locations: t.exposeStringList('locations'),
    items: t.field({
      type: [MenuItemType],
      description: 'Depth first, each among its siblings in order',
      resolve: (m) => m.items,
    }),
  }),
});

export const MenuChangeType = adminBuilder
  .objectRef<ContentAnswer & { menu: DeskMenu | null }>('MenuChange')
  .implement({
    description: 'The menu after a change, or why nothing changed',
    fields: (t) => ({
      menu: t.field({ type: MenuType, nullable: true, resolve: (a) => a.menu }),
      ...refusalFields(t),
    }),
  });
