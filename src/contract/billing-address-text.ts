// The billing-address area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

export const ADDRESS_TEXT = {
  nameRequired: 'Enter the name to print on the invoice',
  companyTooLong: 'Company name: maximum 100 characters allowed',
  lineRequired: 'Enter your street address',
  lineTooLong: 'Address line: maximum 100 characters allowed',
  cityRequired: 'Enter your town or city',
  cityTooLong: 'Town or city: maximum 60 characters allowed',
  stateRequired: 'Choose your state',
  regionTooLong: 'State or region: maximum 60 characters allowed',
  pinInvalid: 'Enter a 6-digit PIN code',
  postalInvalid: 'Enter a valid postal code',
  countryInvalid: 'Choose your country',
  taxIdInvalid: 'Enter a valid tax id: five letters, four digits and a letter (PAN), or 15 letters and digits (GSTIN)',
  addressNeeded: 'Add your billing address to continue',
} as const;
