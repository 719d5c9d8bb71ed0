import type { FeedbackSubmitBody } from '../../server/src/contract/feedback'
import { call, upload } from './endpoint'

/** 意见反馈: images go up one by one through the upload wrapper, then the form refers to their ids. */
export const uploadImage = (filePath: string) => upload('feedbackUpload', filePath, 'file')
export const submit = (body: FeedbackSubmitBody) => call('feedbackSubmit', { ...body })

/** A bug report (the bug-feedback page): its own category, always with where it happened and the device. */
export type BugReportBody = Omit<FeedbackSubmitBody, 'category' | 'page' | 'device'> & Required<Pick<FeedbackSubmitBody, 'page' | 'device'>>
export const submitBugReport = (body: BugReportBody) => call('feedbackSubmit', { ...body, category: 'bug_report' })
