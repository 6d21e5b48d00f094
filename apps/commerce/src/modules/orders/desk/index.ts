// The order desk's changes (ADR 47): stages, credits and notes, each one transaction with its event, audit row and mail.
export { addOrderNote, changeOrderStage } from './change-stage.ts';
export { creditOrder, creditWithin } from './credit-order.ts';
export { lockedOrder } from './refusals.ts';
