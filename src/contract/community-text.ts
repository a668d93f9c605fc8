// The community area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

/** Texts of the communities' 412s, 403s and 404s (`data.message`). */
export const COMMUNITY_TEXT = {
  communityNotFound: 'This community does not exist',
  postNotFound: 'This post does not exist',
  privateCommunity: 'This community is for learners enrolled in {product}',
  joinFirst: 'Join this community to post in it',
  replyToReply: 'Reply to the post itself: replies have no replies',
  editWindowOver: 'A post can only be edited within 30 minutes of posting',
  notYours: 'You can only change your own posts',
  facultyOnly: 'Only faculty can mark an answer',
  notAQuestion: 'Only a reply to a question can be marked as its answer',
  questionTitle: 'Give your post a title',
  ownPost: 'You cannot report your own post',
  imageType: 'An image must be a PNG, JPEG, WebP or GIF file',
  attachmentType: 'Attach a PDF, an image, a Word, Excel or PowerPoint file, a ZIP, or plain text',
  fileMissing: 'Upload this file again: it did not arrive',
  tooManyImages: 'A post can show 10 images at most',
} as const;
