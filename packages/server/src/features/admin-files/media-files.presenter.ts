import type { FolderView, MediaFileView } from '@kokpit/shared';
import { pictureUrl } from '../content/content.presenter.js';
import type { MediaFileRow } from './media-files.repository.js';
import type { FolderListing } from './media-files.service.js';

export function presentMediaFile(f: MediaFileRow): MediaFileView {
  return {
    name: f.name,
    folder: f.folder,
    contentType: f.contentType,
    size: f.size,
    updatedAt: f.updatedAt,
    url: pictureUrl(f.name, f.sha256.slice(0, 12)) ?? '',
  };
}

export function presentFolder(l: FolderListing): FolderView {
  return { folder: l.folder, folders: l.folders, files: l.files.map(presentMediaFile) };
}
