import type { FeedbackDetailData, FeedbackItem, FeedbackSubmitBody } from '../../server/src/contract/feedback'
import { call, callData } from './endpoint'
import { upload } from './upload'

export type { FeedbackDetailData, FeedbackItem }

/** 意见反馈: images go up one by one through the upload wrapper, then the form refers to their ids. */
export const uploadImage = (filePath: string) => upload('feedbackUpload', filePath, 'file')
export const submit = (body: FeedbackSubmitBody) => call('feedbackSubmit', { ...body })

/** A bug report (the bug-feedback page): its own category, always with where it happened and the device. */
export type BugReportBody = Omit<FeedbackSubmitBody, 'category' | 'page' | 'device'> & Required<Pick<FeedbackSubmitBody, 'page' | 'device'>>
export const submitBugReport = (body: BugReportBody) => call('feedbackSubmit', { ...body, category: 'bug_report' })

/** 我的反馈: the caller's feedback, newest first, each with its status and whether a reply is unread. */
export const myFeedbackPage = (page: number, pageSize: number) => callData('feedbackList', { page, pageSize })
/** One of the caller's feedbacks with its images and the replies; opening it marks the replies read. */
export const feedbackDetail = (feedbackId: number) => callData('feedbackDetail', { feedbackId })
/** How many of the caller's feedbacks hold an unread reply (the dot on Mine). */
export const feedbackUnread = () => callData('feedbackUnread', {}).then((d) => d.count)
