// The payout-details area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

export const PAYOUT_TEXT = {
  holder: 'Enter the account holder\'s name as the bank has it.',
  ifsc: 'Enter the 11-character IFSC: four letters, a zero, then six letters or digits (like HDFC0001234).',
  indianAccount: 'Enter the account number: 9 to 18 digits.',
  accountsDiffer: 'The account numbers do not match.',
  iban: 'This IBAN is not valid. Check it against your bank statement.',
  ibanCountry: 'This IBAN is from another country than the one you chose.',
  routing: 'Enter the 9-digit ABA routing number printed on your checks.',
  usAccount: 'Enter the account number: 4 to 17 digits.',
  taxId: 'Enter a tax id of 10 characters (five letters, four digits, one letter) or of 15 letters and digits.',
  notAffiliate: 'Payout details are for the school\'s affiliates. Apply to the affiliate programme first.',
  none: 'No payout details are on file for this affiliate.',
} as const;
