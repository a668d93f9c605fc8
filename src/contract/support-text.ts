// The support area's fixed texts (SPEC.md section 5's rule for a ticket: an issue type, a description and the
// acknowledgement that device information is shared), apart from its schemas: the shell names them in every page to
// localise what the API says, and this module carries no zod, so that costs a page only the words.

export const SUPPORT_TEXT = {
  issueType: 'Choose what the problem is about.',
  description: 'Describe the problem in at least 20 characters.',
  descriptionLong: 'Keep the description under 2,000 characters.',
  acknowledge: 'Agree to share your device information so that support can look into the problem.',
  reply: 'Write a reply.',
  replyLong: 'Keep the reply under 2,000 characters.',
  tooManyFiles: 'Attach at most 5 files.',
  fileMissing: 'A file did not finish uploading. Attach it again.',
  fileType: 'Attach an image, a PDF, a document, a spreadsheet, a presentation, a text file or a ZIP archive.',
  notFound: 'No ticket of yours has that id.',
  staffOnly: 'Only the school\'s support staff can do this.',
  moved: 'This ticket has moved on. Reload the page to see where it stands.',
  reopenPassed: 'This ticket can no longer be reopened. Raise a new ticket if the problem is back.',
  productNotFound: 'This school sells no product with that id.',
} as const;

/** What demand tickets say (issue 44: a learner asks for what the school lacks; others add their vote). */
export const DEMAND_TEXT = {
  kind: 'Choose what you would like the school to add.',
  title: 'Name what you would like in 5 to 120 characters.',
  details: 'Keep the details under 2,000 characters.',
  notFound: 'No demand of this school has that id.',
  ownVote: 'You asked for this, so your vote is already counted.',
  reply: 'Write a reply.',
  replyNotAllowed: 'Only the learner who asked and the school\'s support staff can reply here. Add your vote instead.',
  closed: 'This demand is closed.',
} as const;
