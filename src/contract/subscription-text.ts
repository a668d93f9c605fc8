// The subscription area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

export const SUBSCRIPTION_TEXT = {
  planNotFound: 'This subscription plan is not available.',
  notSold: 'This school does not sell subscriptions.',
  subscriptionNotFound: 'Subscription not found.',
  alreadySubscribed: 'You already have a subscription to this product. Change its plan from your subscriptions.',
  notChangeable: 'This subscription cannot be changed now.',
  samePlan: 'You are already on this plan.',
  otherProduct: 'You can only change to a plan of the same product.',
  notCancellable: 'This subscription has already ended.',
  noMandate: 'There is no payment method on file for this subscription.',
  mandateFailed: 'The payment method could not be authorised. Try again or use another method.',
  chargeFailed: 'The payment for the new plan failed, so your plan has not changed. Update your payment method and try again.',
} as const;
