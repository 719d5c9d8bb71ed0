import type { FeedbackListData, FeedbackSubmitBody, FeedbackSubmitData, FeedbackUploadData } from '../../server/src/contract/feedback'
import { post, uploadFile } from '../http'
import { ApiPath } from './paths'

/** 意见反馈: images go up one by one through the upload wrapper, then the form refers to their ids. */
export const uploadImage = (filePath: string) =>
  uploadFile<FeedbackUploadData>({ url: ApiPath.FEEDBACK_UPLOAD, filePath, name: 'file' }).then((r) => r.data)
export const submit = (body: FeedbackSubmitBody) => post<FeedbackSubmitData>(ApiPath.FEEDBACK_SUBMIT, { ...body })
export const list = (page: number, pageSize: number) =>
  post<FeedbackListData>(ApiPath.FEEDBACK_LIST, { page, pageSize }).then((r) => r.data)
