// Compliance computations: mileage, assignment and credential status, the 12-month rule, audit readiness
// and notification rules. All pure: `today` is a parameter.
export * from './dates';
export * from './mileage';
export * from './status';
export * from './durations';
export * from './audit';
export * from './notification-diff';
export { notificationRules, type NotificationState } from './notifications';
export * from './tax-home-test';
export * from './stipend-eligibility';
export * from './receipts';
export * from './distance';
export * from './keep-home';
export * from './visits';
