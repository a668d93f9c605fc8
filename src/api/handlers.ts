import type { Handler, MiddlewareHandler } from 'hono';
import type { CallName } from '../contract/calls.ts';
import { forgotPassword } from './endpoints/auth/forgot-password.ts';
import { otpSend } from './endpoints/auth/otp-send.ts';
import { otpVerify } from './endpoints/auth/otp-verify.ts';
import { resendVerification } from './endpoints/auth/resend-verification.ts';
import { resetPassword } from './endpoints/auth/reset-password.ts';
import { signin } from './endpoints/auth/signin.ts';
import { signout } from './endpoints/auth/signout.ts';
import { signup } from './endpoints/auth/signup.ts';
import { verifyEmail } from './endpoints/auth/verify-email.ts';
import { categories } from './endpoints/categories.ts';
import { abandonOrder } from './endpoints/checkout/abandon-order.ts';
import { billingAddress, saveBillingAddress } from './endpoints/checkout/billing-address.ts';
import { confirmPayment } from './endpoints/checkout/confirm-payment.ts';
import { createOrder } from './endpoints/checkout/create-order.ts';
import { devGatewayPage, devGatewayPay, devGatewayPayments, devGatewayRefund } from './endpoints/checkout/dev-gateway.ts';
import { getOrder } from './endpoints/checkout/get-order.ts';
import { listInvoices } from './endpoints/checkout/list-invoices.ts';
import { listOrders } from './endpoints/checkout/list-orders.ts';
import { paymentWebhook } from './endpoints/checkout/payment-webhook.ts';
import { checkoutQuote } from './endpoints/checkout/quote.ts';
import { courseAccess } from './endpoints/course-access.ts';
import { courseDetail, courseDetails } from './endpoints/course-detail.ts';
import { courseDigests, courseList } from './endpoints/course-list.ts';
import { devInbox } from './endpoints/dev/inbox.ts';
import { devInboxPage } from './endpoints/dev/inbox-page.ts';
import { embedFormResponse } from './endpoints/embed-form-response.ts';
import { communities, community, communityMembers, joinCommunity, leaveCommunity } from './endpoints/community/communities.ts';
import { communityContents, communityThread, deletePost, editPost, markAnswer, reportPost, writePost } from './endpoints/community/contents.ts';
import { faqs } from './endpoints/faqs.ts';
import { communityFile, communityUpload } from './endpoints/community/files.ts';
import { roomSocket, roomToken } from './endpoints/rooms/rooms.ts';
import { devLiveClass, devScheduled, liveChat, liveClass, liveStream } from './endpoints/live/live.ts';
import { liveAlert, liveAlerts, sendLiveAlert } from './endpoints/live/alerts.ts';
import { askDiscussion, courseDiscussions, deleteDiscussion, discussionThread, replyDiscussion } from './endpoints/discussion/discussions.ts';
import { bookmarkedPosts, bookmarkPost, likedPosts, likePost, unbookmarkPost, unlikePost } from './endpoints/feed/marks.ts';
import { answerPost } from './endpoints/feed/answers.ts';
import { feed, postBySlug, postTypePage, postTypes } from './endpoints/feed/posts.ts';
import { postVideo } from './endpoints/feed/video.ts';
import { addBookmark } from './endpoints/learning/add-bookmark.ts';
import { addFavourite } from './endpoints/learning/add-favourite.ts';
import { addReview } from './endpoints/learning/add-review.ts';
import { bookmarks } from './endpoints/learning/bookmarks.ts';
import { devEnrol } from './endpoints/learning/dev-enrol.ts';
import { editReview } from './endpoints/learning/edit-review.ts';
import { reportReview } from './endpoints/learning/report-review.ts';
import { enrolledCourses } from './endpoints/learning/enrolled-courses.ts';
import { favourites } from './endpoints/learning/favourites.ts';
import { myReview } from './endpoints/learning/my-review.ts';
import { removeBookmark } from './endpoints/learning/remove-bookmark.ts';
import { removeFavourite } from './endpoints/learning/remove-favourite.ts';
import { contentFile } from './endpoints/lessons/content-file.ts';
import { courseProgress } from './endpoints/lessons/course-progress.ts';
import { courseStudy } from './endpoints/lessons/course-study.ts';
import { player } from './endpoints/lessons/player.ts';
import { saveProgress } from './endpoints/lessons/save-progress.ts';
import { signedUrl } from './endpoints/lessons/signed-url.ts';
import { supplement } from './endpoints/lessons/supplement.ts';
import { lastLesson } from './endpoints/lessons/last-lesson.ts';
import { badgeKeys, certificate, certificateBadge, verifyCertificate } from './endpoints/certificates.ts';
import { media, mediaDigests } from './endpoints/media.ts';
import { answerSheet, answerSheetUpload, uploadFile } from './endpoints/mock-test/answer-sheets.ts';
import {
  attemptResult, getAttempt, nextSection, pauseAttempt, resumeAttempt, startAttempt, submitAttempt,
} from './endpoints/mock-test/attempts.ts';
import { devAttemptDeadline } from './endpoints/mock-test/dev-deadline.ts';
import { applyRevaluation, gradeAttempt, pendingGrading } from './endpoints/mock-test/grading.ts';
import { paper, testStatuses } from './endpoints/mock-test/papers.ts';
import { writeAnswers } from './endpoints/mock-test/write-answers.ts';
import { analytics, offlineResults, reportList, testReport } from './endpoints/reports/test-report.ts';
import { devWalletCredit } from './endpoints/wallet/dev-wallet-credit.ts';
import { wallet } from './endpoints/wallet/wallet.ts';
import { invite, inviteLookup } from './endpoints/referral/invite.ts';
import { esignDocument, esignSign, esignSignatures, esignSignedPdf } from './endpoints/esign/esign.ts';
import {
  adminAffiliateList, adminAffiliateMove, adminPayoutDetails, adminWallet, affiliate, affiliateApply, affiliateMove, payoutDetails, savePayout,
} from './endpoints/affiliate/affiliate.ts';
import { systemCheck, systemCheckPayload } from './endpoints/system-check.ts';
import {
  devSupportClock, raiseTicket, staffReply, supportFile, supportQueue, supportTicket, supportTickets, supportUpload, ticketAction, ticketReply,
} from './endpoints/support/tickets.ts';
import { demand, demandReply, demands, raiseDemand, unvoteDemand, voteDemand } from './endpoints/support/demands.ts';
import { batch, batches, batchMembers, joinBatch } from './endpoints/batches/batches.ts';
import { codeChallenge, codeSubmissions, submitCode } from './endpoints/code-lab.ts';
import { downloadRights, offlineDeviceKey, offlineDevices, removeOfflineDevice } from './endpoints/offline.ts';
import { announce, batchAchievements, batchAnnouncements, batchLeaderboard, batchReviews, setLeaderboard } from './endpoints/batches/batch-life.ts';
import { adminPayoutList, adminPayoutPaid, affiliateClick, devAffiliateClock, productLinks, requestAffiliatePayout } from './endpoints/affiliate/links.ts';
import {
  cancelSubscription, changeSubscriptionPlan, createSubscription, listSubscriptions, replaceSubscriptionMethod, resumeSubscription, subscriptionChangeQuote,
  subscriptionPlans,
} from './endpoints/subscriptions/subscriptions.ts';
import { devMandate, devMandateDeclines, devMandatePage, devRenewals, devSubscriptionClock } from './endpoints/subscriptions/dev-subscriptions.ts';
import { changePassword } from './endpoints/me/change-password.ts';
import { deleteMe } from './endpoints/me/delete-me.ts';
import { getMe } from './endpoints/me/get-me.ts';
import { profileSkip } from './endpoints/me/profile-skip.ts';
import { updateMe } from './endpoints/me/update-me.ts';
import { listNotifications } from './endpoints/notifications/list-notifications.ts';
import { markAllRead } from './endpoints/notifications/mark-all-read.ts';
import { markRead } from './endpoints/notifications/mark-read.ts';
import { pricings } from './endpoints/pricings.ts';
import { review } from './endpoints/review.ts';
import { ratings, reviews } from './endpoints/reviews.ts';
import { schoolConfig } from './endpoints/school-config.ts';
import { teachers } from './endpoints/teachers.ts';
import type { AppEnv } from './types.ts';

/**
 * The endpoint of every declared call (src/contract/calls.ts), by call name. Typed as a complete record, so a call
 * declared without its endpoint (or an endpoint for a call no longer declared) fails the type check.
 */
export const HANDLERS: Record<CallName, Handler<AppEnv> | MiddlewareHandler<AppEnv>> = {
  schoolConfig,
  courseList,
  accessData: courseAccess,
  courseDetail,
  courseDetails,
  courseDigests,
  categories,
  teachers,
  reviews,
  ratings,
  review,
  faqs,
  pricings,
  media,
  mediaDigests,

  player,
  signedUrl,
  contentFile,
  contentNestedFile: contentFile,
  courseProgress,
  lastLesson,
  certificate,
  verifyCertificate,
  certificateBadge,
  badgeKeys,
  supplement,
  courseStudy,
  saveProgress,

  signup,
  signin,
  otpSend,
  otpVerify,
  forgotPassword,
  resetPassword,
  verifyEmail,
  resendVerification,
  signout,
  me: getMe,
  updateMe,
  changePassword,
  profileSkip,
  deleteMe,

  notifications: listNotifications,
  markRead,
  markAllRead,

  enrolled: enrolledCourses,
  favourites,
  addFavourite,
  removeFavourite,
  myReview,
  addReview,
  editReview,
  reportReview,
  bookmarks,
  addBookmark,
  removeBookmark,
  devEnrol,

  embedFormRespond: embedFormResponse,

  feed,
  postBySlug,
  postTypes,
  postTypePage,
  likedPosts,
  bookmarkedPosts,
  likePost,
  unlikePost,
  bookmarkPost,
  unbookmarkPost,
  answerPost,
  postVideo,

  communities,
  community,
  communityMembers,
  communityContents,
  communityThread,
  joinCommunity,
  leaveCommunity,
  writePost,
  editPost,
  deletePost,
  markAnswer,
  reportPost,
  communityUpload,
  communityFile,

  courseDiscussions,
  discussionThread,
  askDiscussion,
  replyDiscussion,
  deleteDiscussion,

  roomToken,
  roomSocket,
  liveClass,
  liveStream,
  liveChat,
  liveAlerts,
  liveAlert,
  sendAlert: sendLiveAlert,
  devLiveClass,
  devScheduled,

  devInbox,
  devInboxPage,

  checkoutQuote,
  order: getOrder,
  orders: listOrders,
  invoices: listInvoices,
  billingAddress,
  saveBillingAddress,
  createOrder,
  confirmPayment,
  abandonOrder,
  paymentWebhook,
  devGatewayPage,
  devGatewayPay,
  devGatewayPayments,
  devGatewayRefund,
  wallet,
  devWalletCredit,
  invite,
  inviteLookup,
  esignDocument,
  esignSign,
  esignSignatures,
  esignSignedPdf,
  affiliate,
  affiliateApply,
  affiliateMove,
  adminAffiliates: adminAffiliateList,
  adminAffiliateMove,
  adminWallet,
  payoutDetails,
  savePayoutDetails: savePayout,
  adminPayoutDetails,
  productLinks,
  affiliateClick,
  requestPayout: requestAffiliatePayout,
  adminPayouts: adminPayoutList,
  adminPayoutPaid,
  devAffiliateClock,
  systemCheck,
  systemCheckPayload,
  supportTickets,
  supportTicket,
  raiseTicket,
  ticketReply,
  ticketAction,
  supportUpload,
  supportFile,
  supportQueue,
  staffReply,
  devSupportClock,
  demands,
  demand,
  raiseDemand,
  voteDemand,
  unvoteDemand,
  demandReply,
  batches,
  batch,
  batchMembers,
  joinBatch,
  batchAnnouncements,
  announce,
  batchLeaderboard,
  setLeaderboard,
  batchAchievements,
  batchReviews,
  codeChallenge,
  codeSubmissions,
  submitCode,
  deviceKey: offlineDeviceKey,
  offlineDevices,
  removeDevice: removeOfflineDevice,
  downloadRights,
  subscriptionPlans,
  subscriptions: listSubscriptions,
  createSubscription,
  cancelSubscription,
  resumeSubscription,
  changeQuote: subscriptionChangeQuote,
  changePlan: changeSubscriptionPlan,
  replaceMethod: replaceSubscriptionMethod,
  devMandatePage,
  devMandate,
  devMandateDeclines,
  devRenewals,
  devSubscriptionClock,

  testStatuses,
  paper,
  startAttempt,
  attempt: getAttempt,
  resumeAttempt,
  writeAnswers,
  advanceSection: nextSection,
  pauseAttempt,
  submitAttempt,
  result: attemptResult,
  answerSheetUpload,
  uploadFile,
  answerSheet,
  applyRevaluation,
  pendingGrading,
  gradeAttempt,
  testReport,
  reportList,
  analytics,
  offlineResults,
  devAttemptDeadline,
};
