import type { ValuationAccuracy } from '../../../server/src/contract'
import AccuracyLine from '@/components/accuracy-line'
import { navigateTo } from '@/router'

/** The report's accuracy line, opening the page that explains how the figures are measured for this game. */
export default function ReportAccuracyLine({ accuracy, gameId }: { accuracy?: ValuationAccuracy; gameId: number }) {
  return <AccuracyLine accuracy={accuracy} onOpen={() => void navigateTo('valuationAccuracy', { gameId })} />
}
