import type { Clock } from '../../clock'
import type { RealNameStatusData, UserBaseInfo } from '../../contract'
import { BizCode, BizError, badParameter } from '../../errors'
import { CHINA_OFFSET_MS } from '../../contract/values/china-time'
import { ageAt, maskIdNumber, maskName, parseIdNumber } from '../../lib/id-card'
import { maskPhone } from '../../lib/phone'
import { keyedHash } from '../../lib/secrets'
import type { RealNameProvider } from '../../providers'
import { isUniqueViolation } from '../../db/errors'
import type { Db } from '../../db/connect'
import type { UserRepository } from './repository'
import type { UserInfoCache } from './user-info-cache'

/** 2-20 Han characters; the middle dot joins parts of transliterated or minority names (e.g. 阿卜杜拉·买买提). */
const REAL_NAME = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u
const ADULT_AGE = 18

/** Keeps what must outlive a deleted account (the invitation module: an invitee's identities), in its transaction. */
export interface DeletionKeeper {
  keepIdentitiesOfDeleted(trx: Db, userId: number): Promise<void>
}

export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly realName: RealNameProvider,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly keeper?: DeletionKeeper,
    private readonly infoCache?: UserInfoCache,
  ) {}

  private async requireUser(userId: number) {
    const user = await this.users.findById(userId)
    if (!user) throw new BizError(BizCode.NOT_LOGGED_IN)
    return user
  }

  async baseInfo(userId: number): Promise<UserBaseInfo> {
    const cached = this.infoCache?.get(userId)
    if (cached) return cached
    const user = await this.users.findWithInviterUid(userId)
    if (!user) throw new BizError(BizCode.NOT_LOGGED_IN)
    const info: UserBaseInfo = {
      id: user.id,
      uid: user.uid,
      nickname: user.nickname,
      avatar: user.avatar,
      phone: maskPhone(user.phone),
      source: user.source,
      invite_uid: user.inviter_uid,
      isNewPxb: user.is_new_pxb,
      realNameStatus: user.real_name_status,
      wx_xcx_openid: user.wx_xcx_openid ?? '',
    }
    this.infoCache?.set(userId, info)
    return info
  }

  async realNameStatus(userId: number): Promise<RealNameStatusData> {
    const user = await this.requireUser(userId)
    return {
      status: user.real_name_status,
      name: user.real_name_masked ?? '',
      idNo: user.id_no_masked ?? '',
    }
  }

  /**
   * Real-name verification for adults. Only masked forms and a keyed hash of the ID number are stored:
   * the hash lets one ID back only one account without keeping the number itself.
   */
  async verifyRealName(userId: number, input: { name: string; idNo: string }): Promise<RealNameStatusData> {
    const name = input.name.trim()
    const idNo = input.idNo.toUpperCase()
    const nameLength = Array.from(name).length
    if (nameLength < 2 || nameLength > 20 || !REAL_NAME.test(name)) {
      throw badParameter('参数错误：name 需为 2-20 个汉字')
    }
    const facts = parseIdNumber(idNo)
    const age = facts ? ageAt(facts, this.clock.now()) : -1
    // A birth date in the future is as wrong as a bad checksum.
    if (!facts || age < 0) throw badParameter('身份证号码不正确，请核对')
    if (age < ADULT_AGE) {
      // Remembered so payment can refuse a minor (coupons stay allowed); the record ends at their 18th birthday.
      const adultAt = Date.UTC(facts.birthYear + ADULT_AGE, facts.birthMonth - 1, facts.birthDay) - CHINA_OFFSET_MS
      await this.users.markMinor(userId, adultAt)
      throw new BizError(BizCode.UNDER_AGE)
    }

    const user = await this.requireUser(userId)
    if (user.real_name_status === 1) throw new BizError(BizCode.REAL_NAME_ALREADY_VERIFIED)
    const idNoHash = keyedHash(this.secret, `idno:${idNo}`)
    const holder = await this.users.findByIdNumberHash(idNoHash)
    if (holder && holder.id !== userId) throw new BizError(BizCode.ID_NUMBER_TAKEN)
    if (!(await this.realName.matches({ name, idNo }))) throw new BizError(BizCode.REAL_NAME_MISMATCH)

    try {
      await this.users.saveRealName(userId, { nameMasked: maskName(name), idNoMasked: maskIdNumber(idNo), idNoHash }, this.clock.now())
    } catch (err) {
      // Another account verified the same ID between our check and this write.
      if (isUniqueViolation(err)) throw new BizError(BizCode.ID_NUMBER_TAKEN)
      throw err
    }
    return this.realNameStatus(userId)
  }

  async deleteAccount(userId: number): Promise<void> {
    await this.requireUser(userId)
    const { keeper } = this
    await this.users.anonymise(userId, this.clock.now(), keeper && ((trx) => keeper.keepIdentitiesOfDeleted(trx, userId)))
  }
}
