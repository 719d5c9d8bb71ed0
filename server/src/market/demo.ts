import type { Attrs } from '../valuation/catalogue/types'
import { listGames } from '../valuation/catalogue'
import type { MarketRow } from './format'
import type { Rng } from './prng'
import { makeRng, subSeed } from './prng'
import { DAY, dealTimes, marketWindow, pickWeighted } from './window'
import type { MarketGenOptions } from './window'

/**
 * Deterministic demo market, labelled demo (`demo: true`, source 演示数据), so a fresh install works out of
 * the box and the model can be backtested. Each game has a hidden "true" price structure that follows
 * notes/games-and-valuation.md:
 *  - additive values within a tier, steep jumps across tiers (one 荣耀典藏 ≫ many 史诗);
 *  - bundles: a character with its signature weapon is worth ~20% more than the two apart;
 *  - shared risk discounts (dead mail, real name not changeable, violations) and server discounts
 *    (channel servers about 1/3);
 *  - seasonal ranks and VIP (贵族) levels are generated (correlated with spend, as in real data) but worth 0;
 *  - a monthly price index drifting over the window with game events (re-runs, free grants, anniversaries);
 *  - heavy-ish lognormal noise on sold prices; asking prices of listings above deal prices.
 * The model never sees these formulas, only the rows.
 */
export const DEMO_SOURCE = '演示数据'
export const DEFAULT_DEMO_SEED = 20240501
/** Fixed default end of the window so the default market is the same on every machine and every day. */
export const DEFAULT_DEMO_END = Date.UTC(2026, 10, 1)

/** Default rows per game: about 2,400 deals, enough for a stable backtest. */
const DEMO_ROWS_PER_GAME = 4000

export type DemoOptions = MarketGenOptions

interface GameEvent {
  month: number
  /** Log change of the price index from this month on. */
  jump: number
  what: string
}

interface DemoGame {
  gameId: number
  /** Price multiplier per server option (reference option = 1). */
  servers: Record<string, { mult: number; weight: number }>
  /** Samples the account's assets given the owner's spend level (lognormal, median 1). */
  sample(rng: Rng, spend: number): Attrs
  /**
   * Adds the attributes the catalogue gained after the market was first drawn (the full limited rosters,
   * 王者荣耀's named skins), from a stream of their own (`later`), so every earlier draw stays the same.
   */
  sampleLater?(later: Rng, spend: number, attrs: Attrs): void
  /** Value in CNY on the reference server with clean risk flags, at index 1. */
  value(attrs: Attrs): number
  /** Monthly log drift of the index. */
  drift: number
  events: GameEvent[]
  /** Rank options (worth nothing) when the game has a rank question. */
  ranks?: string[]
}

const clampInt = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.round(x)))
const rec = (a: Attrs, k: string) => (a[k] ?? {}) as Record<string, number>
const num = (a: Attrs, k: string) => (a[k] as number | undefined) ?? 0

interface GachaSpec {
  /** The roster the market was first drawn with (value per character, CNY), drawn from the market's stream. */
  chars: Record<string, number>
  weapons: Record<string, string>
  /**
   * The rest of the limited roster, drawn later from its own stream. Each of these is owned less often than
   * the first ten (the most wanted banners), so an account owns a few more limited characters, not five times as many.
   */
  laterChars: Record<string, number>
  laterWeapons: Record<string, string>
  weaponValue: number
  standardValue: number
  currencyKey: string
  currencyValue: number
  levelKey: string
  levelRange: [number, number]
  extra?: (rng: Rng, spend: number, a: Attrs) => void
  extraValue?: (a: Attrs) => number
}

/** Gacha games (原神, 星铁): limited characters × copies, signature weapons × refinements, bundles. */
function gacha(
  gameId: number,
  weaponsKey: string,
  spec: GachaSpec,
  servers: DemoGame['servers'],
  drift: number,
  events: GameEvent[],
): DemoGame {
  return {
    gameId,
    servers,
    drift,
    events,
    sample(rng, spend) {
      const chars: Record<string, number> = {}
      const weapons: Record<string, number> = {}
      const copies = drawRoster(rng, spend, spec.chars, spec.weapons, FIRST_ROSTER, chars, weapons)
      const standard = rng.poisson(2 + 4 * spend)
      const a: Attrs = {
        chars,
        [weaponsKey]: weapons,
        goldCount: Math.min(300, copies + standard),
        [spec.currencyKey]: Math.min(500000, Math.round(Math.exp(7.5 + 1.1 * rng.normal()))),
        [spec.levelKey]: rng.int(spec.levelRange[0], spec.levelRange[1]),
      }
      spec.extra?.(rng, spend, a)
      return a
    },
    sampleLater(later, spend, a) {
      const chars = rec(a, 'chars')
      const weapons = rec(a, weaponsKey)
      const copies = drawRoster(later, spend, spec.laterChars, spec.laterWeapons, LATER_ROSTER, chars, weapons)
      // 黄数 counts every 5★ copy, the later roster's too.
      a.goldCount = Math.min(300, num(a, 'goldCount') + copies)
    },
    value(a) {
      const chars = rec(a, 'chars')
      const weapons = rec(a, weaponsKey)
      let v = 40
      let copies = 0
      const charVal: Record<string, number> = {}
      for (const [k, c] of Object.entries(chars)) {
        charVal[k] = (spec.chars[k] ?? spec.laterChars[k] ?? 150) * (1 + 0.85 * c)
        v += charVal[k]
        copies += c + 1
      }
      for (const [w, r] of Object.entries(weapons)) {
        const wv = spec.weaponValue * (1 + 0.75 * (r - 1))
        v += wv
        copies += r
        const owner = spec.weapons[w] ?? spec.laterWeapons[w]
        // Bundle: the character with her signature weapon is worth ~20% more than the two apart.
        if (owner && charVal[owner] !== undefined) v += 0.2 * (charVal[owner] + wv)
      }
      v += Math.max(0, num(a, 'goldCount') - copies) * spec.standardValue
      v += num(a, spec.currencyKey) * spec.currencyValue
      v += spec.extraValue?.(a) ?? 0
      return v
    },
  }
}

/**
 * How a roster is owned at a spend level: a character with chance 1 − e^(−own·spend) and Poisson(copies·spend)
 * extra copies; its signature weapon with chance weapon[0] + weapon[1]·min(1, spend/2) when the character is
 * owned (strayWeapon when not), refined Poisson(refines·spend) times.
 */
interface RosterRates {
  own: number
  copies: number
  weapon: [number, number]
  strayWeapon: number
  refines: number
}

const FIRST_ROSTER: RosterRates = { own: 0.3, copies: 0.35, weapon: [0.15, 0.5], strayWeapon: 0.04, refines: 0.18 }
/** The later roster's characters are owned about 7% of the time at the median spend. */
const LATER_ROSTER: RosterRates = { own: 0.07, copies: 0.3, weapon: [0.1, 0.4], strayWeapon: 0.01, refines: 0.15 }

/**
 * Draws a roster's characters and signature weapons into `chars` and `weapons` (a weapon's owner may come from
 * an earlier roster already in `chars`); returns the 5★ copies drawn, for 黄数.
 */
function drawRoster(
  rng: Rng,
  spend: number,
  roster: Record<string, number>,
  signatures: Record<string, string>,
  rates: RosterRates,
  chars: Record<string, number>,
  weapons: Record<string, number>,
): number {
  let copies = 0
  for (const key of Object.keys(roster)) {
    if (!rng.chance(1 - Math.exp(-rates.own * spend))) continue
    const c = Math.min(6, rng.poisson(rates.copies * spend))
    chars[key] = c
    copies += c + 1
  }
  for (const [w, owner] of Object.entries(signatures)) {
    const p = chars[owner] !== undefined ? rates.weapon[0] + rates.weapon[1] * Math.min(1, spend / 2) : rates.strayWeapon
    if (!rng.chance(p)) continue
    const r = 1 + Math.min(4, rng.poisson(rates.refines * spend))
    weapons[w] = r
    copies += r
  }
  return copies
}

/**
 * 王者荣耀's named skins and what each adds (CNY) over its tier's usual price (荣耀典藏 550, 传说 45): the
 * sought-after ones a premium, the common ones none (so naming a skin never costs value).
 */
const HOK_GLORY: [string, number][] = [
  ['angelaMirror', 400],
  ['guanyuCrimson', 360],
  ['lubuSeaLion', 360],
  ['mulanNinefold', 320],
  ['xiaoqiaoSwan', 320],
  ['kaiSilverAria', 240],
  ['xiahouHurricane', 240],
  ['wuzetianNyx', 200],
  ['libaiSwordShadow', 200],
  ['chengyaojinAssault', 200],
  ['diaochanPalace', 120],
  ['galoSymphony', 120],
  ['hanxinHunter', 80],
  ['zhugeStarDomain', 80],
  ['yujiRevelation', 0],
  ['wukongHologram', 0],
  ['yaoSnapshot', 0],
  ['sunshangxiangKiller', 0],
  ['miyueEmpress', 0],
  ['lubanStarDream', 0],
]
const HOK_LEGEND: [string, number][] = [
  ['marcoKid', 160],
  ['lixinDemon', 100],
  ['sunshangxiangMecha', 80],
  ['libaiPhoenix', 80],
  ['xiahouFrostBlade', 80],
  ['lunaFrostMoon', 60],
  ['jingSunlight', 60],
  ['miyamotoHellEye', 60],
]
const HOK_PREMIUM = new Map([...HOK_GLORY, ...HOK_LEGEND])

function binomial(rng: Rng, n: number, p: number): number {
  let k = 0
  for (let i = 0; i < n; i++) if (rng.chance(p)) k++
  return k
}

/** `n` distinct items drawn uniformly. */
function pickSome<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const pool = [...items]
  const out: T[] = []
  for (let k = 0; k < n && pool.length; k++) out.push(pool.splice(Math.floor(rng.next() * pool.length), 1)[0])
  return out
}

// A data table: one game per block reads better than one value per line.
// prettier-ignore
const DEMO_GAMES: DemoGame[] = [
  gacha(10026, 'weapons', {
    chars: { raiden: 260, nahida: 240, hutao: 220, zhongli: 200, yelan: 230, neuvillette: 280, furina: 300, kazuha: 250, ganyu: 180, yae: 190 },
    weapons: { engulfing: 'raiden', athousand: 'nahida', homa: 'hutao', vortex: 'zhongli', aqua: 'yelan', tome: 'neuvillette', splendor: 'furina', freedom: 'kazuha', amos: 'ganyu', kagura: 'yae' },
    laterChars: {
      linnea: 260, varka: 250, columbina: 300, zibai: 250, durin: 230, nefer: 270, lauma: 240, flins: 230, ineffa: 240, skirk: 290,
      escoffier: 250, varesa: 200, mavuika: 300, citlali: 260, chasca: 180, xilonen: 230, mualani: 190, kinich: 170, emilie: 160,
      clorinde: 200, sigewinne: 170, arlecchino: 270, chiori: 150, xianyun: 210, navia: 200, wriothesley: 190, lyney: 170, baizhu: 160,
      alhaitham: 190, wanderer: 180, nilou: 190, cyno: 150, ayato: 160, shenhe: 170, itto: 150, kokomi: 170, ayaka: 190, yoimiya: 160,
      eula: 120, xiao: 170, albedo: 130, tartaglia: 140, venti: 170, klee: 120,
    },
    laterWeapons: {
      frostgilt: 'linnea', wolfballad: 'varka', nocturne: 'columbina', crescent: 'zibai', eclipse: 'durin', truthcasket: 'nefer',
      nightweaver: 'lauma', bloodsoaked: 'flins', fracturedhalo: 'ineffa', azurelight: 'skirk', symphonist: 'escoffier',
      vividnotions: 'varesa', blazingsuns: 'mavuika', starcaller: 'citlali', astralvulture: 'chasca', peakpatrol: 'xilonen',
      surfsup: 'mualani', mountainking: 'kinich', lumidouce: 'emilie', absolution: 'clorinde', silvershower: 'sigewinne',
      crimsonmoon: 'arlecchino', uraku: 'chiori', craneecho: 'xianyun', verdict: 'navia', cashflow: 'wriothesley', greatmagic: 'lyney',
      jadefall: 'baizhu', foliar: 'alhaitham', tulaytullah: 'wanderer', khajnisut: 'nilou', scarletsands: 'cyno', haran: 'ayato',
      calamity: 'shenhe', redhorn: 'itto', moonglow: 'kokomi', mistsplitter: 'ayaka', thundering: 'yoimiya', brokenpines: 'eula',
      jadespear: 'xiao', summit: 'albedo', polarstar: 'tartaglia', elegy: 'venti',
    },
    weaponValue: 110, standardValue: 35, currencyKey: 'primogems', currencyValue: 0.02, levelKey: 'adventureLevel', levelRange: [40, 60],
    extra: (rng, spend, a) => { a.fates = Math.min(3000, rng.poisson(4 * spend)) },
    extraValue: (a) => num(a, 'fates') * 3.5,
  }, { 官服: { mult: 1, weight: 0.75 }, B服: { mult: 0.55, weight: 0.25 } }, -0.004,
  [{ month: 8, jump: -0.08, what: '热门角色复刻' }, { month: 16, jump: 0.06, what: '周年庆' }]),
  gacha(10161, 'cones', {
    chars: { seele: 170, jingliu: 210, kafka: 220, ruanmei: 260, acheron: 290, sparkle: 250, firefly: 300, feixiao: 240 },
    weapons: { nightsky: 'seele', icesword: 'jingliu', patience: 'kafka', pastself: 'ruanmei', alongpass: 'acheron', earthlynot: 'sparkle', whereabouts: 'firefly', iveninto: 'feixiao' },
    laterChars: {
      danhengpt: 240, evernight: 280, cerydra: 270, hysilens: 230, archer: 220, saber: 260, phainon: 300, cipher: 240, hyacine: 250,
      anaxa: 250, castorice: 280, mydei: 220, tribbie: 270, aglaea: 250, theherta: 260, fugue: 230, sunday: 260, rappa: 200,
      lingsha: 210, yunli: 180, jiaoqiu: 200, jade: 190, boothill: 180, robin: 270, aventurine: 230, blackswan: 190, ratio: 180,
      argenti: 140, huohuo: 190, topaz: 170, imbibitor: 200, fuxuan: 190, jingyuan: 150, blade: 170, luocha: 160, silverwolf: 160,
    },
    laterWeapons: {
      worldsapart: 'danhengpt', evernightstars: 'evernight', goldenblood: 'cerydra', oceansing: 'hysilens', idealsburn: 'archer',
      thankless: 'saber', dawnburns: 'phainon', liesdance: 'cipher', rainbows: 'hyacine', castflames: 'anaxa', farewells: 'castorice',
      flameofblood: 'mydei', timeflower: 'tribbie', timegold: 'aglaea', unreachableveil: 'theherta', longroad: 'fugue',
      groundedascent: 'sunday', ninjutsu: 'rappa', scentalone: 'lingsha', dancesunset: 'yunli', manysprings: 'jiaoqiu',
      hopepriceless: 'jade', secondlife: 'boothill', nightglow: 'robin', unjustdestiny: 'aventurine', reforged: 'blackswan',
      purethought: 'ratio', instantgaze: 'argenti', nightfright: 'huohuo', worrisome: 'topaz', brighter: 'imbibitor',
      shuteyes: 'fuxuan', beforedawn: 'jingyuan', unreachable: 'blade', coffin: 'luocha', incessantrain: 'silverwolf',
    },
    weaponValue: 100, standardValue: 30, currencyKey: 'stellarJade', currencyValue: 0.02, levelKey: 'trailblazeLevel', levelRange: [40, 70],
  }, { 官服: { mult: 1, weight: 0.7 }, B服: { mult: 0.55, weight: 0.3 } }, 0.002,
  [{ month: 6, jump: 0.07, what: '新版本热度' }, { month: 18, jump: -0.1, what: '免费赠送五星' }]),
  {
    gameId: 10013, drift: -0.003,
    events: [{ month: 10, jump: -0.09, what: '荣耀典藏返场' }, { month: 19, jump: 0.05, what: '新赛季' }],
    servers: { 安卓QQ: { mult: 1, weight: 0.4 }, 安卓微信: { mult: 0.85, weight: 0.3 }, 苹果QQ: { mult: 0.8, weight: 0.15 }, 苹果微信: { mult: 0.7, weight: 0.15 } },
    ranks: ['青铜', '白银', '黄金', '铂金', '钻石', '星耀', '王者'],
    sample(rng, s) {
      let heroCount = clampInt(45 + 75 * (1 - Math.exp(-0.8 * s)) + 6 * rng.normal(), 5, 124)
      if (s > 2 && rng.chance(0.5)) heroCount = rng.int(125, 130)
      return {
        heroCount,
        skins: {
          epic: Math.min(300, rng.poisson(8 + 30 * s)), legend: Math.min(150, rng.poisson(1 + 8 * s)),
          starLegend: Math.min(40, rng.poisson(0.1 + 1.1 * s)), glory: Math.min(30, rng.poisson(0.03 + 0.4 * s)),
        },
        vipLevel: clampInt(1 + 2.5 * s + rng.normal(), 0, 10),
      }
    },
    sampleLater(later, _spend, a) {
      // Most of an account's 荣耀典藏 are named ones; a few of its 传说 are the traded ones.
      const s = rec(a, 'skins')
      const glory = Math.min(HOK_GLORY.length, binomial(later, s.glory ?? 0, 0.85))
      const legend = Math.min(HOK_LEGEND.length, binomial(later, s.legend ?? 0, 0.06))
      const owned = [...pickSome(later, HOK_GLORY, glory), ...pickSome(later, HOK_LEGEND, legend)]
      a.rareSkins = Object.fromEntries(owned.map(([key]) => [key, 1]))
    },
    value(a) {
      const s = rec(a, 'skins')
      const h = num(a, 'heroCount')
      const named = Object.keys(rec(a, 'rareSkins')).reduce((v, k) => v + (HOK_PREMIUM.get(k) ?? 0), 0)
      return 30 + 2.5 * h + (h >= 125 ? 120 : 0) + 14 * (s.epic ?? 0) + 45 * (s.legend ?? 0) + 160 * (s.starLegend ?? 0) + 550 * (s.glory ?? 0) + named
    },
  },
  {
    gameId: 10012, drift: -0.006,
    events: [{ month: 7, jump: 0.05, what: '全球总决赛' }, { month: 13, jump: -0.06, what: '赛季重置' }],
    servers: { 电信大区: { mult: 1, weight: 0.55 }, 网通大区: { mult: 0.9, weight: 0.3 }, 其他大区: { mult: 0.8, weight: 0.15 } },
    ranks: ['黑铁', '青铜', '白银', '黄金', '铂金', '翡翠', '钻石', '大师', '宗师', '王者'],
    sample(rng, s) {
      return {
        heroCount: Math.min(170, 40 + rng.poisson(60 * Math.sqrt(s))),
        skins: {
          shop: Math.min(1500, rng.poisson(20 + 70 * s)), limited: Math.min(300, rng.poisson(2 + 10 * s)),
          hextech: Math.min(150, rng.poisson(0.5 + 3.5 * s)), ultimate: Math.min(80, rng.poisson(0.1 + 1 * s)),
        },
      }
    },
    value(a) {
      const s = rec(a, 'skins')
      return 20 + num(a, 'heroCount') + 2 * (s.shop ?? 0) + 22 * (s.limited ?? 0) + 60 * (s.hextech ?? 0) + 200 * (s.ultimate ?? 0)
    },
  },
  {
    gameId: 10011, drift: 0,
    events: [{ month: 9, jump: -0.07, what: '升级枪返场' }, { month: 17, jump: 0.06, what: '限定军需上新' }],
    servers: { 安卓QQ: { mult: 1, weight: 0.35 }, 安卓微信: { mult: 0.9, weight: 0.35 }, 苹果QQ: { mult: 0.85, weight: 0.15 }, 苹果微信: { mult: 0.8, weight: 0.15 } },
    ranks: ['青铜', '白银', '黄金', '铂金', '星钻', '皇冠', '王牌', '无敌战神'],
    sample(rng, s) {
      return {
        upgradeGuns: Math.min(120, rng.poisson(0.5 + 3.5 * s)), vehicleSkins: Math.min(300, rng.poisson(2 + 9 * s)),
        supplySets: Math.min(150, rng.poisson(1 + 5 * s)),
        outfits: { pink: Math.min(400, rng.poisson(5 + 22 * s)), red: Math.min(100, rng.poisson(0.2 + 1.3 * s)) },
        trails: Math.min(100, rng.poisson(1 + 3 * s)),
      }
    },
    value(a) {
      const o = rec(a, 'outfits')
      return 20 + 95 * num(a, 'upgradeGuns') + 18 * num(a, 'vehicleSkins') + 30 * num(a, 'supplySets') + 5 * (o.pink ?? 0) + 45 * (o.red ?? 0) + 8 * num(a, 'trails')
    },
  },
  {
    gameId: 10148, drift: 0.004,
    events: [{ month: 5, jump: 0.08, what: '国服开服热度' }, { month: 15, jump: -0.06, what: '限定套装返场' }],
    servers: { 国服: { mult: 1, weight: 0.8 }, 国际服: { mult: 0.6, weight: 0.2 } },
    ranks: ['黑铁', '青铜', '白银', '黄金', '铂金', '钻石', '超凡', '神话', '辐能战魂'],
    sample(rng, s) {
      return {
        bundles: Math.min(80, rng.poisson(0.3 + 2.2 * s)), meleeSkins: Math.min(60, rng.poisson(0.3 + 1.8 * s)),
        gunSkins: Math.min(600, rng.poisson(5 + 22 * s)), vp: Math.min(200000, Math.round(Math.exp(6 + 1.2 * rng.normal()))),
      }
    },
    value(a) {
      return 30 + 130 * num(a, 'bundles') + 160 * num(a, 'meleeSkins') + 8 * num(a, 'gunSkins') + 0.07 * num(a, 'vp')
    },
  },
  {
    gameId: 10039, drift: -0.005,
    events: [{ month: 11, jump: -0.05, what: '英雄级武器打折' }, { month: 20, jump: 0.04, what: '新王者级武器' }],
    servers: { 电信区: { mult: 1, weight: 0.55 }, 网通区: { mult: 0.85, weight: 0.3 }, 其他区: { mult: 0.75, weight: 0.15 } },
    ranks: ['新兵', '列兵', '士官', '尉官', '校官', '将官', '元帅'],
    sample(rng, s) {
      return { weapons: { permanent: Math.min(500, rng.poisson(10 + 35 * s)), hero: Math.min(150, rng.poisson(0.5 + 4.5 * s)), king: Math.min(40, rng.poisson(0.05 + 0.5 * s)) } }
    },
    value(a) {
      const w = rec(a, 'weapons')
      return 20 + 3 * (w.permanent ?? 0) + 420 * (w.hero ?? 0) + 1100 * (w.king ?? 0)
    },
  },
  {
    gameId: 10023, drift: 0.001,
    events: [{ month: 6, jump: 0.06, what: '联动上线' }, { month: 14, jump: -0.08, what: '红皮免费赠送' }],
    servers: { 网易官服: { mult: 1, weight: 0.6 }, Steam: { mult: 0.8, weight: 0.4 } },
    sample(rng, s) {
      return { skins: { gold: Math.min(600, rng.poisson(10 + 35 * s)), red: Math.min(200, rng.poisson(0.5 + 4.5 * s)) }, collab: Math.min(80, rng.poisson(0.2 + 1.8 * s)) }
    },
    value(a) {
      const k = rec(a, 'skins')
      return 20 + 12 * (k.gold ?? 0) + 110 * (k.red ?? 0) + 180 * num(a, 'collab')
    },
  },
  {
    gameId: 10032, drift: 0.002,
    events: [{ month: 9, jump: -0.07, what: '高招S返场' }, { month: 18, jump: 0.05, what: '周年庆' }],
    servers: { 官服: { mult: 1, weight: 0.65 }, 渠道服: { mult: 0.33, weight: 0.35 } },
    ranks: ['下忍', '中忍', '上忍', '精英上忍', '暗部', '影'],
    sample(rng, s) {
      return {
        sNinjas: { shop: Math.min(120, rng.poisson(5 + 14 * s)), summon: Math.min(120, rng.poisson(2 + 11 * s)), coupon: Math.min(60, rng.poisson(0.2 + 1.8 * s)) },
        aNinjas: Math.min(200, rng.poisson(40 + 35 * s)),
      }
    },
    value(a) {
      const n = rec(a, 'sNinjas')
      return 30 + 12 * (n.shop ?? 0) + 28 * (n.summon ?? 0) + 160 * (n.coupon ?? 0) + 0.8 * num(a, 'aNinjas')
    },
  },
]

/** Shared risk discounts (notes rule 3). */
const RISK = { deadMail: 0.8, realNameFixed: 0.85, violation: 0.7 }

/**
 * Share of rows whose seller left each risk flag unanswered. Real listings often say nothing about mail,
 * real name or violations; the price still reflects the truth, so those rows are harder to value and the
 * report's confidence has something real to tell apart (issue 17, point 5).
 */
const UNANSWERED = { liveMail: 0.35, realNameChangeable: 0.4, violation: 0.3 }

/** Salt of the stream that decides which flags a row leaves out; separate so every other draw stays the same. */
const UNANSWERED_SALT = 0x0f1a9

/** The row's attributes as its seller stated them: the account's own, with some risk flags left out. */
function statedAttrs(attrs: Attrs, rng: Rng): Attrs {
  const stated: Attrs = { ...attrs }
  for (const [key, share] of Object.entries(UNANSWERED)) if (rng.chance(share)) delete stated[key]
  return stated
}

function pickServer(rng: Rng, servers: DemoGame['servers']): string {
  return pickWeighted(
    rng,
    Object.entries(servers).map(([value, s]) => ({ value, weight: s.weight })),
  ).value
}

/** Log price index per month of the window: drift, a small random walk and the game's events. */
function priceIndex(g: DemoGame, rng: Rng, months: number): number[] {
  const idx: number[] = []
  let level = 0
  for (let m = 0; m < months; m++) {
    level += g.drift + 0.012 * rng.normal()
    for (const e of g.events) if (e.month === m) level += e.jump
    idx.push(level)
  }
  return idx
}

/**
 * Sold-price noise: mostly moderate, sometimes large (bargains, urgent sales, overpays). `scale` is the
 * account's liquidity (notes rule 5): 1 for a typical account, below 1 for common ones, above for rare ones.
 */
function dealNoise(rng: Rng, scale: number): number {
  return scale * (rng.chance(0.88) ? 0.17 * rng.normal() : 0.4 * rng.normal())
}

/** Accounts drawn to find a game's typical value; from their own stream so the market's draws stay the same. */
const TYPICAL_SAMPLE = 400

/** The game's median log value at index 1: where its market is deepest. */
function typicalLogValue(g: DemoGame, seed: number): number {
  const rng = makeRng(subSeed(seed ^ TYPICAL_SALT, g.gameId))
  const later = makeRng(subSeed(seed ^ TYPICAL_SALT ^ LATER_SALT, g.gameId))
  const logs: number[] = []
  for (let i = 0; i < TYPICAL_SAMPLE; i++) logs.push(Math.log(g.value(sampleAccount(g, rng, later))))
  logs.sort((a, b) => a - b)
  return logs[TYPICAL_SAMPLE >> 1]
}
const TYPICAL_SALT = 0x7e1c4

/**
 * How dispersed an account's sold prices are. Common configurations trade often and close near one price;
 * rare, expensive ones have few buyers, so deals scatter more (about 0.6x to 1.65x the typical noise).
 */
function liquidityScale(logValue: number, typical: number): number {
  return Math.exp(0.25 * Math.max(-2, Math.min(2, logValue - typical)))
}

/**
 * One account as the demo market draws it: the owner's spend level, server, assets, rank and risk flags from
 * `rng`; the attributes added later from `later` (see `DemoGame.sampleLater`).
 */
function sampleAccount(g: DemoGame, rng: Rng, later: Rng): Attrs {
  const spend = Math.exp(0.9 * rng.normal())
  const attrs: Attrs = { server: pickServer(rng, g.servers), ...g.sample(rng, spend) }
  if (g.ranks) attrs.rank = rng.pick(g.ranks)
  attrs.liveMail = !rng.chance(0.3)
  attrs.realNameChangeable = !rng.chance(0.25)
  attrs.violation = rng.chance(0.08)
  g.sampleLater?.(later, spend, attrs)
  return attrs
}

/** Salt of the stream the later attributes are drawn from. */
const LATER_SALT = 0x1a7e5

/**
 * One realistic account of a game, drawn like a demo market row from `seed` (the same seed gives the same
 * account). Undefined for a game without a demo generator. Used by the authorization sandbox.
 */
export function demoAccount(gameId: number, seed: number): Attrs | undefined {
  const g = DEMO_GAMES.find((d) => d.gameId === gameId)
  return g ? sampleAccount(g, makeRng(seed), makeRng(subSeed(seed, LATER_SALT))) : undefined
}

export function demoGameIds(): number[] {
  const enabled = new Set(listGames().map((g) => g.id))
  return DEMO_GAMES.map((g) => g.gameId).filter((id) => enabled.has(id))
}

export function generateDemoMarket(opts: DemoOptions = {}): MarketRow[] {
  const seed = opts.seed ?? DEFAULT_DEMO_SEED
  const games = opts.games ?? demoGameIds()
  const w = marketWindow(opts, { endMs: DEFAULT_DEMO_END, rowsPerGame: DEMO_ROWS_PER_GAME })
  const { months, start, end } = w
  const known = games.filter((id) => DEMO_GAMES.some((d) => d.gameId === id))
  const rows: MarketRow[] = []
  for (const [k, gameId] of known.entries()) {
    const g = DEMO_GAMES.find((d) => d.gameId === gameId) as DemoGame
    const perGame = w.rowsFor(k, known.length)
    const rng = makeRng(subSeed(seed, gameId))
    const idx = priceIndex(g, rng, months)
    const indexAt = (t: number) => idx[w.monthOf(t)]
    const answers = makeRng(subSeed(seed ^ UNANSWERED_SALT, gameId))
    const later = makeRng(subSeed(seed ^ LATER_SALT, gameId))
    const typical = typicalLogValue(g, seed)
    for (let i = 0; i < perGame; i++) {
      const attrs = sampleAccount(g, rng, later)
      const risk =
        (attrs.liveMail ? 1 : RISK.deadMail) * (attrs.realNameChangeable ? 1 : RISK.realNameFixed) * (attrs.violation ? RISK.violation : 1)
      const value = g.value(attrs)
      const fair = value * g.servers[attrs.server as string].mult * risk
      const isDeal = rng.next() < w.dealShare
      const stated = statedAttrs(attrs, answers)
      const externalId = `demo-${gameId}-${String(i + 1).padStart(6, '0')}`
      const yuan = (x: number) => Math.max(10, Math.round(x)) * 100
      if (isDeal) {
        const { soldAt, listedAt } = dealTimes(rng, w)
        rows.push({
          gameId,
          externalId,
          source: DEMO_SOURCE,
          kind: 'deal',
          status: 'sold',
          priceFen: yuan(fair * Math.exp(indexAt(soldAt) + dealNoise(rng, liquidityScale(Math.log(value), typical)))),
          listedAt,
          soldAt,
          attrs: stated,
          demo: true,
        })
      } else {
        const listedAt = Math.floor(start + rng.next() * (end - start))
        const onSale = end - listedAt < 60 * DAY && rng.chance(0.7)
        // Asking prices sit above what deals close at (sellers anchor high; notes "users' complaints").
        const ask = fair * Math.exp(indexAt(listedAt) + 0.15 + 0.2 * rng.normal())
        rows.push({
          gameId,
          externalId,
          source: DEMO_SOURCE,
          kind: 'listing',
          status: onSale ? 'on_sale' : 'off_shelf',
          priceFen: yuan(ask),
          listedAt,
          soldAt: null,
          attrs: stated,
          demo: true,
        })
      }
    }
  }
  return rows
}
