import { useEffect, useState, type CSSProperties } from 'react'
import { Typography } from 'antd'
import { bannerGradient } from '../../../../src/constants/home'

/** What a slide shows: the fields the player's home draws (src/features/home/HomeView.tsx, BannerCard). */
export interface PreviewBanner {
  key: string | number
  title: string
  desc: string
  /** An https URL or an uploaded image's path; '' for the gradient card. */
  image: string
  colors: readonly string[]
}

/** The phone's width the preview is drawn at: an iPhone 12-15's, the width the app is checked at. */
export const PREVIEW_WIDTH = 390
const AUTOPLAY_MS = 3000

const styles: Record<string, CSSProperties> = {
  phone: {
    width: PREVIEW_WIDTH,
    maxWidth: '100%',
    background: '#f5f6f8',
    borderRadius: 16,
    padding: '12px 0',
    border: '1px solid #e5e6eb',
  },
  swiper: { margin: '0 16px', height: 96, borderRadius: 12, overflow: 'hidden', position: 'relative' },
  card: {
    height: 96,
    boxSizing: 'border-box',
    padding: '16px 18px',
    borderRadius: 12,
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
  },
  title: { fontSize: 17, fontWeight: 600, color: '#fff', lineHeight: 1.4 },
  desc: { marginTop: 4, fontSize: 13, color: 'rgba(255,255,255,0.9)', lineHeight: 1.4 },
  go: {
    position: 'absolute',
    right: 16,
    top: 30,
    padding: '6px 12px',
    borderRadius: 16,
    background: '#fff',
    fontSize: 12,
    color: '#1d2129',
  },
  imageCard: { padding: 0, justifyContent: 'flex-end', background: '#e9ebef', overflow: 'hidden' },
  img: { position: 'absolute', left: 0, top: 0, width: '100%', height: '100%', objectFit: 'cover' },
  scrim: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    padding: '20px 16px 12px',
    background: 'linear-gradient(180deg, rgba(0,0,0,0) 0%, rgba(0,0,0,0.5) 100%)',
  },
  ellipsis: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  dots: { position: 'absolute', bottom: 6, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: 6 },
}

/** One slide as the app draws it: an image under a dark scrim with the title, or the two-colour card with 立即查看. */
function Slide({ banner }: { banner: PreviewBanner }) {
  const title = banner.title.trim() || '（未填写标题）'
  if (banner.image) {
    return (
      <div style={{ ...styles.card, ...styles.imageCard }} data-testid='preview-slide'>
        <img src={banner.image} alt='' style={styles.img} />
        <div style={styles.scrim}>
          <span style={{ ...styles.title, fontSize: 16, ...styles.ellipsis }}>{title}</span>
          {banner.desc ? <span style={{ ...styles.desc, marginTop: 2, fontSize: 12 }}>{banner.desc}</span> : null}
        </div>
      </div>
    )
  }
  return (
    <div style={{ ...styles.card, background: bannerGradient(banner.colors) }} data-testid='preview-slide'>
      <span style={styles.title}>{title}</span>
      {banner.desc ? <span style={styles.desc}>{banner.desc}</span> : null}
      <span style={styles.go}>立即查看</span>
    </div>
  )
}

/**
 * The player's home swiper at 390 px, drawn from the same look as the app's (sizes, scrim, the gradient the app
 * darkens for white text): one slide for the banner being edited, or the live banners turning every three seconds
 * with the app's dots.
 */
export function HomeSwiperPreview({
  banners,
  empty = '当前没有展示中的横幅，首页不显示轮播',
}: {
  banners: PreviewBanner[]
  empty?: string
}) {
  const [index, setIndex] = useState(0)
  const count = banners.length
  useEffect(() => {
    if (count < 2) return undefined
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [count])
  const current = banners[index % Math.max(count, 1)]
  return (
    <div style={styles.phone} data-testid='home-swiper-preview'>
      {current ? (
        <div style={styles.swiper}>
          <Slide banner={current} />
          {count > 1 ? (
            <div style={styles.dots}>
              {banners.map((b, i) => (
                <button
                  key={b.key}
                  type='button'
                  aria-label={`第 ${i + 1} 张`}
                  onClick={() => setIndex(i)}
                  style={{
                    width: 6,
                    height: 6,
                    padding: 0,
                    border: 0,
                    borderRadius: 3,
                    cursor: 'pointer',
                    background: i === index % count ? '#fff' : 'rgba(255,255,255,0.5)',
                  }}
                />
              ))}
            </div>
          ) : null}
        </div>
      ) : (
        <Typography.Text type='secondary' style={{ display: 'block', margin: '0 16px', lineHeight: '96px', textAlign: 'center' }}>
          {empty}
        </Typography.Text>
      )}
    </div>
  )
}
