import { LeftOutlined, PlayCircleOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

const ZOOM = 2.5;

/**
 * The goods pictures and video: thumbnails beside a main view. Hovering the picture shows it
 * enlarged beside the gallery; a click opens it large in a dialog (Escape closes it).
 */
export function ImageGallery({ images, videoUrl, name }: { images: readonly string[]; videoUrl: string | null; name: string }) {
  const { t } = useTranslation('catalog');
  const [current, setCurrent] = useState(0);
  const [showVideo, setShowVideo] = useState(false);
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null);
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const image = images[current] ?? images[0];

  const track = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setLens({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
  };
  const step = (by: number) => setEnlarged((index) => (index === null ? index : (index + by + images.length) % images.length));

  return (
    <div className="gallery">
      <ul className="gallery__thumbs" aria-label={t('detail.pictures')}>
        {images.map((src, index) => (
          <li key={src}>
            <button
              type="button"
              className={!showVideo && index === current ? 'gallery__thumb gallery__thumb--current' : 'gallery__thumb'}
              aria-label={t('detail.pictureN', { n: index + 1 })}
              aria-pressed={!showVideo && index === current}
              onClick={() => {
                setShowVideo(false);
                setCurrent(index);
              }}
              onMouseEnter={() => {
                setShowVideo(false);
                setCurrent(index);
              }}
            >
              <img src={src} alt="" />
            </button>
          </li>
        ))}
        {videoUrl && (
          <li>
            <button type="button" className={showVideo ? 'gallery__thumb gallery__thumb--current gallery__thumb--video' : 'gallery__thumb gallery__thumb--video'} aria-label={t('detail.video')} aria-pressed={showVideo} onClick={() => setShowVideo(true)}>
              <PlayCircleOutlined />
            </button>
          </li>
        )}
      </ul>
      <div className="gallery__main">
        {showVideo && videoUrl ? (
          <video className="gallery__video" src={videoUrl} controls aria-label={t('detail.video')} />
        ) : (
          <button
            type="button"
            className="gallery__view"
            aria-label={t('detail.enlarge')}
            onMouseMove={track}
            onMouseLeave={() => setLens(null)}
            onClick={() => setEnlarged(current)}
          >
            <img src={image} alt={name} data-testid="gallery-image" />
            {lens && <span className="gallery__lens" style={{ left: `${lens.x}%`, top: `${lens.y}%` }} aria-hidden />}
          </button>
        )}
        {lens && !showVideo && (
          <div
            className="gallery__zoom"
            data-testid="gallery-zoom"
            aria-hidden
            style={{ backgroundImage: `url("${image}")`, backgroundSize: `${ZOOM * 100}%`, backgroundPosition: `${lens.x}% ${lens.y}%` }}
          />
        )}
      </div>
      <Modal open={enlarged !== null} footer={null} width={760} title={name} onCancel={() => setEnlarged(null)} className="gallery-dialog">
        {enlarged !== null && (
          <div className="gallery-dialog__body">
            <Button shape="circle" icon={<LeftOutlined />} aria-label={t('detail.previous')} onClick={() => step(-1)} disabled={images.length < 2} />
            <img src={images[enlarged]} alt={name} data-testid="gallery-large" />
            <Button shape="circle" icon={<RightOutlined />} aria-label={t('detail.next')} onClick={() => step(1)} disabled={images.length < 2} />
          </div>
        )}
      </Modal>
    </div>
  );
}
