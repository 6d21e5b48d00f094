// The order desk's changes (ADR 47): stages, credits and notes, each one transaction with its event, audit row and mail.
export { addOrderNote, changeOrderStage, type StageChange } from './change-stage.ts';
export { type CreditNoteRow, type CreditRequest, creditNotesOf, creditOrder } from './credit-order.ts';
export { type DeskResult, REFUSAL_MESSAGES } from './refusals.ts';
export { type OrderEventRow, timelineOf } from './timeline.ts';
