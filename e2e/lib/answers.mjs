// The props form's questions answered as a player would (the valuation journeys).

/** Fills every required question of the form on screen with a plausible answer. */
export async function answerRequired(form, questions) {
  for (const q of questions) {
    if (!q.required) continue
    const box = form.locator(`[data-testid=q-${q.key}]`)
    if (q.type === 1 || q.type === 3 || q.type === 5) {
      await box.locator(`[data-testid=q-${q.key}-opt-${q.options[0].value}]`).click()
    } else if (q.type === 2) {
      await box.locator('input').fill(String(Math.round(((q.min ?? 0) + (q.max ?? 10)) / 2)))
    } else if (q.type === 6) {
      for (const f of q.fields) {
        if (f.min <= 0)
          await box
            .locator(`[data-testid=q-${q.key}-field-${f.key}] input, input[data-testid=q-${q.key}-field-${f.key}]`)
            .first()
            .fill(String(Math.min(f.max, 3)))
      }
    } else if (q.type === 4) {
      await box.locator('textarea').fill('账号安全，无违规')
    }
  }
}
