import type { SVGProps } from 'react'

import { type IconName, iconSymbolId } from './iconNames'

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName
  size?: number
}

/** A decorative icon from the page's symbols; its stroke is set here so CSS and props can still change it. */
export function Icon({ name, size = 24, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {/* Into the page, which carries every icon it draws, its islands' included (pageIconSprite.ts). */}
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  )
}
