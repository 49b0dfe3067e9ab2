/** The drawn illustrations in public/images, sized by kind so the layout never shifts. */
const SIZES: Record<string, [number, number]> = {
  icon: [64, 64],
  illo: [480, 320],
  portrait: [240, 240],
  logo: [200, 80],
};

export function imageSize(name: string): [number, number] {
  return SIZES[name.split("-")[0] ?? ""] ?? [480, 320];
}

interface PictureProps {
  name: string;
  /** Empty for decoration that the surrounding text already says. */
  alt: string;
  className?: string;
  /** Above the fold: load at once; everything else waits until it is near the viewport. */
  eager?: boolean;
}

export function Picture({ name, alt, className, eager = false }: PictureProps) {
  const [width, height] = imageSize(name);
  return (
    <img
      src={`/images/${name}.svg`}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
