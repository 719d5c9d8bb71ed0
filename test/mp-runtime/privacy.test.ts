import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { Timeout } from '../../src/constants/app'
import { attributeValues, byClass, findAll, launch, navigations, unlessBuilt, useService } from './feature-helpers'
import type { MiniRuntime } from './mini-runtime'

/**
 * WeChat's privacy agreement on the built bundle: a privacy API (saving the report image) waits for the app's
 * `onNeedPrivacyAuthorization` listener, which opens the privacy guide (subPages/privacy-guide); its consent bar
 * agrees through a button of open-type agreePrivacyAuthorization (WeChat checks that button was tapped) or
 * refuses, and the waiting call goes on or fails accordingly.
 */

const GUIDE = 'subPages/privacy-guide/index'
const SAVE_PAGE = 'pages/h5/report/save'

describe('weapp: privacy agreement', { skip: unlessBuilt('weapp') }, () => {
  const service = useService()

  /** A user who has not agreed yet opens the save page: the save waits, the guide is asked for. */
  async function saveWaitingForAgreement(rt: MiniRuntime) {
    rt.api.privacy.required = true
    const save = await rt.openPage(SAVE_PAGE, service().queries.reportSave!)
    assert.equal(rt.api.callsOf('saveImageToPhotosAlbum')[0].outcome, 'pending')
    assert.deepEqual(navigations(rt), [`/${GUIDE}`])
    const guide = await rt.openPage(GUIDE)
    assert.equal(rt.api.privacy.exposed, true, 'the app tells WeChat the consent view is shown')
    return { save, guide }
  }

  test('the listener is installed at launch, once', async () => {
    const rt = await launch('weapp', service())
    try {
      assert.equal(rt.api.listenerCount('NeedPrivacyAuthorization'), 1)
    } finally {
      rt.dispose()
    }
  })

  test('agreeing on the guide lets the waiting save go on, and the guide closes', async () => {
    const rt = await launch('weapp', service())
    try {
      const { save, guide } = await saveWaitingForAgreement(rt)
      const [agree] = findAll(guide.nodes, (n) => attributeValues(n).includes('agreePrivacyAuthorization'))
      assert.ok(agree, 'the consent bar has a button of open-type agreePrivacyAuthorization')
      assert.match(guide.text(), /隐私保护指引.*拒绝同意并继续$/)
      // Tapping it makes WeChat fire the button's agreeprivacyauthorization event.
      await guide.dispatch(agree, 'agreeprivacyauthorization')
      assert.equal(rt.api.privacy.agreed, true)
      assert.equal(rt.api.privacy.agreedWith, agree.uid, 'the agreement names the tapped button')
      assert.equal(rt.api.callsOf('saveImageToPhotosAlbum')[0].outcome, 'ok')
      assert.equal(rt.api.callsOf('navigateBack').length, 1)
      assert.match(save.text(), /图片已生成，点击保存到相册/)
      // Agreed once: the next privacy API does not ask again.
      await save.tap('下载图片')
      assert.deepEqual(navigations(rt), [`/${GUIDE}`])
      assert.deepEqual(rt.errors, [])
    } finally {
      rt.dispose()
    }
  })

  test('refusing fails the waiting save (not as a permission problem); leaving the guide refuses too', async () => {
    const rt = await launch('weapp', service())
    try {
      const { save, guide } = await saveWaitingForAgreement(rt)
      // (The guide's own text says 拒绝 too: the bar's button is found by its class.)
      await guide.dispatch(byClass(guide, 'privacy-consent__no'), 'tap')
      const refused = rt.api.callsOf('saveImageToPhotosAlbum')[0]
      assert.equal(refused.errMsg, 'saveImageToPhotosAlbum:fail privacy permission is not authorized')
      assert.equal(rt.api.callsOf('navigateBack').length, 1)
      assert.match(save.text(), /保存失败，请重试重新保存$/)
      assert.equal(rt.api.callsOf('showModal').length, 0, 'no album-permission question after a privacy refusal')

      // Saving again (later than the router's double-tap window, which reads the real clock) asks again;
      // closing the guide without an answer refuses.
      await new Promise((resolve) => setTimeout(resolve, Timeout.NAV_DEDUPE + 50))
      await save.tap('重新保存')
      assert.deepEqual(navigations(rt), [`/${GUIDE}`, `/${GUIDE}`])
      const again = await rt.openPage(GUIDE)
      await again.unload()
      assert.deepEqual(
        rt.api.callsOf('saveImageToPhotosAlbum').map((c) => c.outcome),
        ['fail', 'fail'],
      )
      assert.equal(rt.api.privacy.agreed, false)
      assert.deepEqual(rt.errors, [])
    } finally {
      rt.dispose()
    }
  })

  test('the guide opened from the settings shows no consent bar', async () => {
    const rt = await launch('weapp', service())
    try {
      const guide = await rt.openPage(GUIDE)
      assert.match(guide.text(), /隐私保护指引/)
      assert.doesNotMatch(guide.text(), /同意并继续/)
      assert.deepEqual(rt.errors, [])
    } finally {
      rt.dispose()
    }
  })
})

describe('tt: no privacy agreement flow', { skip: unlessBuilt('tt') }, () => {
  const service = useService()

  test('Douyin has no onNeedPrivacyAuthorization: nothing is installed and saving runs at once', async () => {
    const rt = await launch('tt', service())
    try {
      assert.equal(rt.api.listenerCount('NeedPrivacyAuthorization'), 0)
      await rt.openPage(SAVE_PAGE, service().queries.reportSave!)
      assert.equal(rt.api.callsOf('saveImageToPhotosAlbum')[0].outcome, 'ok')
      assert.deepEqual(rt.errors, [])
    } finally {
      rt.dispose()
    }
  })
})
