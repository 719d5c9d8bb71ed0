import { setNextStepHooks, takeNextStep, type NextStep } from '@/components/list-states/next-step'

/** A dead end's way out is the composition's: missing, it fails where it is used instead of doing nothing. */

it('throws outside production while no hooks are installed', () => {
  expect(() => takeNextStep('home')).toThrow(/installAppHooks/)
})

it('takes the step the installed hooks give', () => {
  const taken: NextStep[] = []
  setNextStepHooks({ takeNextStep: (next) => taken.push(next) })
  takeNextStep('evaluate')
  takeNextStep('login')
  expect(taken).toEqual(['evaluate', 'login'])
})
