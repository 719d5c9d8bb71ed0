import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { isIOSDevice } from '@/components/article/device'
import { formatDocDate } from '@/components/article'
import PageShell from '@/components/page-shell'
import { agreementIndex, agreementUrl, type Agreement } from '@/content/agreements'
import { navigateTo } from '@/router'
import './agreement-terms.scss'

/** 协议条款: every agreement in one list; tapping opens it in the generic agreement page by `?id=`. */
export default function AgreementTermsView() {
  const docs = useMemo<Agreement[]>(() => agreementIndex(isIOSDevice()), [])
  return (
    <PageShell>
      <View className='agreement-terms'>
        <View className='agreement-terms__list'>
          {docs.map((doc) => (
            <View className='agreement-terms__item' key={doc.id} onClick={() => void navigateTo(agreementUrl(doc.id))}>
              <View className='agreement-terms__text'>
                <Text className='agreement-terms__title'>{doc.title}</Text>
                <Text className='agreement-terms__summary'>{doc.summary}</Text>
              </View>
              <Text className='agreement-terms__arrow'>›</Text>
            </View>
          ))}
        </View>
        <Text className='agreement-terms__date'>最近更新：{formatDocDate(docs[0].updatedAt)}</Text>
      </View>
    </PageShell>
  )
}
