import { normalizeImagePath } from '@rspress/core/runtime';
import { type EcosystemTool, logoSrc } from './tools';

/** A tool's logo, loaded lazily at a fixed size so nothing moves while it arrives. */
export function ToolLogo({
  tool,
  size,
  alt,
  className,
}: {
  tool: EcosystemTool;
  size: number;
  alt: string;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={logoSrc(tool, normalizeImagePath)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={tool.logoScale ? { transform: `scale(${tool.logoScale})` } : undefined}
    />
  );
}
