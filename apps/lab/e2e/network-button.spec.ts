import { expect, test } from './fixtures.js'

test('the network button shows a letter before the first click: a blank stand-in, then the network’s image once the visitor heads for it', async ({
  page,
  lab,
}) => {
  const images: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && !request.url().startsWith('data:')) images.push(request.url())
  })
  await lab.open()
  const button = page.getByTestId('network-button')
  await expect(button).toBeVisible()
  await page.waitForTimeout(1000) // past the injected-wallet wait and any idle-time work
  const stand = button.locator('.apk-placeholder')
  await expect(stand).toHaveCount(1)
  expect(await stand.getAttribute('data-initial')).toBeNull()
  expect(await stand.evaluate((span) => getComputedStyle(span, '::before').content)).toMatch(
    /^(none|normal|"")$/,
  )
  const before = await stand.boundingBox()
  expect(images).toEqual([])

  await button.hover()
  const image = button.locator('img')
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  await expect(image).toHaveAttribute('src', new RegExp(`^${lab.url}/public/getAssetImage/eip155%3A31337`))
  // The image takes the stand-in's place and size: the label does not move.
  const after = await image.boundingBox()
  expect(after).toEqual(before)
  await expect(button.locator('.apk-placeholder')).toHaveCount(0)
})
