// The rooms area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

/** Texts of the rooms' refusals (`data.message` of the token call; `error.message` in the socket). */
export const ROOM_TEXT = {
  notOpen: 'This class has not started yet',
  tokenInvalid: 'This class link is not valid. Open the class again',
  tokenExpired: 'This class link has expired. Open the class again',
  messageEmpty: 'Write a message first',
  messageTooLong: 'A message can be 500 characters at most',
  tooFast: 'You are sending messages too fast. Wait a moment',
  facultyOnly: 'Only faculty can do this',
  notYours: 'You can only delete your own messages',
  micNotGranted: 'Faculty have not given you the floor',
  unknownCommand: 'This command is not known',
  channelOnly: "This channel only carries the school's alerts",
} as const;
