import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  clampZoom,
  FIT_MAX_ZOOM,
  fitView,
  graticuleStep,
  MAX_LATITUDE,
  panBy,
  project,
  unproject,
  worldSize,
  zoomAround,
} from './projection.ts'

describe('projection (Web Mercator, ARCHITECTURE §5 offline map)', () => {
  it.each([
    { name: 'null island', point: { lat: 0, lng: 0 }, zoom: 0, x: 128, y: 128 },
    { name: 'date line west', point: { lat: 0, lng: -180 }, zoom: 1, x: 0, y: 256 },
    { name: 'top edge', point: { lat: MAX_LATITUDE, lng: 180 }, zoom: 0, x: 256, y: 0 },
    { name: 'bottom edge', point: { lat: -MAX_LATITUDE, lng: 0 }, zoom: 2, x: 512, y: 1024 },
    // Edmonton, the default map centre (part 1 §9); figures from the slippy-map tile formula
    // y = (1 − ln(tan φ + sec φ) / π) / 2 · 256 · 2^z, a different form of the same projection.
    {
      name: 'default centre',
      point: { lat: 53.541427, lng: -113.500434 },
      zoom: 11,
      x: 96_847.01,
      y: 169_469.26,
    },
  ])('projects $name to world pixels', ({ point, zoom, x, y }) => {
    const world = project(point, zoom)
    expect(world.x).toBeCloseTo(x, 0)
    expect(world.y).toBeCloseTo(y, 0)
  })

  it('clamps latitudes beyond ±85.05° to the world edge', () => {
    expect(project({ lat: 89.9, lng: 0 }, 3).y).toBeCloseTo(0, 6)
    expect(project({ lat: -90, lng: 0 }, 3).y).toBeCloseTo(worldSize(3), 6)
  })

  it('round-trips any point and zoom: unproject(project(p)) = p', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -85, max: 85, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.integer({ min: 0, max: 20 }),
        (lat, lng, zoom) => {
          const back = unproject(project({ lat, lng }, zoom), zoom)
          expect(back.lat).toBeCloseTo(lat, 9)
          expect(back.lng).toBeCloseTo(lng, 9)
        },
      ),
    )
  })

  it('round-trips world pixels the other way: project(unproject(w)) = w', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        fc.integer({ min: 3, max: 18 }),
        (fx, fy, zoom) => {
          const size = worldSize(zoom)
          const world = project(unproject({ x: fx * size, y: fy * size }, zoom), zoom)
          expect(world.x / size).toBeCloseTo(fx, 9)
          expect(world.y / size).toBeCloseTo(fy, 9)
        },
      ),
    )
  })

  it('pans by screen pixels: east grows the longitude, south lowers the latitude', () => {
    const start = { lat: 53.5, lng: -113.5 }
    const east = panBy(start, 256, 0, 8)
    expect(east.lng).toBeCloseTo(-113.5 + 360 / 2 ** 8, 9)
    expect(east.lat).toBeCloseTo(53.5, 9)
    expect(panBy(start, 0, 100, 8).lat).toBeLessThan(53.5)
    expect(panBy(panBy(start, 37, -52, 11), -37, 52, 11).lat).toBeCloseTo(53.5, 9)
  })

  it('keeps the point under the pointer still when zooming around it', () => {
    const center = { lat: 53.54, lng: -113.5 }
    const offset = { x: 120, y: -80 }
    const zoom = 11
    const before = project(center, zoom)
    const anchor = unproject({ x: before.x + offset.x, y: before.y + offset.y }, zoom)
    const next = zoomAround(center, zoom, 12, offset)
    const after = project(next, 12)
    const anchorAfter = project(anchor, 12)
    expect(anchorAfter.x - after.x).toBeCloseTo(offset.x, 6)
    expect(anchorAfter.y - after.y).toBeCloseTo(offset.y, 6)
    expect(zoomAround(center, zoom, 12, { x: 0, y: 0 }).lat).toBeCloseTo(center.lat, 9)
  })

  it.each([
    [1, 3],
    [3, 3],
    [11.4, 11],
    [18, 18],
    [25, 18],
  ])('clamps zoom %d to %d (3..18)', (given, clamped) => {
    expect(clampZoom(given)).toBe(clamped)
  })

  it('spaces graticule lines at least 80 px apart', () => {
    for (let zoom = 3; zoom <= 18; zoom += 1) {
      const step = graticuleStep(zoom)
      expect((step / 360) * worldSize(zoom)).toBeGreaterThanOrEqual(80)
    }
  })

  describe('fitView (issue 21: the offline map opens on its markers)', () => {
    const edmonton = { lat: 53.5461, lng: -113.4938 }
    const calgary = { lat: 51.0447, lng: -114.0719 }
    const inBox = (
      points: { lat: number; lng: number }[],
      width: number,
      height: number,
      padding: number,
    ) => {
      const view = fitView(points, width, height, padding)
      if (!view) throw new Error('no view')
      const middle = project(view.center, view.zoom)
      return points.map((point) => {
        const world = project(point, view.zoom)
        return { x: world.x - middle.x + width / 2, y: world.y - middle.y + height / 2, zoom: view.zoom }
      })
    }

    it('has no view without points', () => {
      expect(fitView([], 390, 400, 32)).toBeNull()
    })

    it('opens one point at the closest fitting zoom, centred on it', () => {
      const view = fitView([edmonton], 390, 400, 32)
      expect(view?.zoom).toBe(FIT_MAX_ZOOM)
      expect(view?.center.lat).toBeCloseTo(edmonton.lat, 6)
      expect(view?.center.lng).toBeCloseTo(edmonton.lng, 6)
    })

    it.each([390, 820, 1366])(
      'keeps Edmonton and Calgary inside a %d px wide map, padding included',
      (width) => {
        const screen = inBox([edmonton, calgary], width, 400, 32)
        for (const point of screen) {
          expect(point.x).toBeGreaterThanOrEqual(32 - 1e-6)
          expect(point.x).toBeLessThanOrEqual(width - 32 + 1e-6)
          expect(point.y).toBeGreaterThanOrEqual(32 - 1e-6)
          expect(point.y).toBeLessThanOrEqual(400 - 32 + 1e-6)
        }
        // The closest such zoom: one level in, they no longer fit.
        const zoom = screen[0]?.zoom ?? 0
        const north = project(edmonton, zoom + 1).y
        const south = project(calgary, zoom + 1).y
        expect(south - north).toBeGreaterThan(400 - 64)
      },
    )

    it("keeps a wider room on the side a box lies over (the dashboard map's driver finder)", () => {
      const inset = { top: 96, right: 40, bottom: 40, left: 40 }
      const view = fitView([edmonton, calgary], 390, 400, inset)
      if (!view) throw new Error('no view')
      const middle = project(view.center, view.zoom)
      for (const point of [edmonton, calgary]) {
        const world = project(point, view.zoom)
        const y = world.y - middle.y + 200
        expect(y).toBeGreaterThanOrEqual(96 - 1e-6)
        expect(y).toBeLessThanOrEqual(360 + 1e-6)
      }
    })

    it('never zooms out past the lowest zoom', () => {
      expect(
        fitView(
          [
            { lat: 80, lng: -170 },
            { lat: -80, lng: 170 },
          ],
          390,
          400,
          32,
        )?.zoom,
      ).toBe(3)
    })
  })
})
