import type { ComponentProps } from 'react'
import { Text, View } from '@tarojs/components'
import PageShell from '@/components/page-shell'
import { LoadState } from '@/components/list-states'
import type { DeliveryAddress } from '@/api/draw'
import { formatRegion } from './address-store'

// What 填写收货地址 (AddressView) and 物流信息 (PhysicalView) share; styled by address.scss, which both load.

/** The page on its warm background, its load states named after it (`address-page`, `address-skeleton`, …). */
export function PrizePageFrame({ page, ...load }: { page: 'address' | 'physical' } & Omit<ComponentProps<typeof LoadState>, 'testId'>) {
  return (
    <PageShell>
      <View className='ad' data-testid={`${page}-page`}>
        <LoadState {...load} testId={page} />
      </View>
    </PageShell>
  )
}

/** A saved delivery address: who (name and mobile) over where. */
export function SavedAddress({ address }: { address: DeliveryAddress }) {
  return (
    <>
      <Text className='ad-saved__who'>
        {address.name} {address.mobile}
      </Text>
      <Text className='ad-saved__where'>
        {formatRegion(address)} {address.detail}
      </Text>
    </>
  )
}
