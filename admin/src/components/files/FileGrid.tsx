import AudioIcon from '@mui/icons-material/AudioFileOutlined';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import VideoIcon from '@mui/icons-material/VideoFileOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { formatFileSize, type FileEntry, type FolderEntry } from '@newsroom/config';
import { isImage } from './fileManagerState';
import { apiUrl } from '@/providers/apiBase';

const iconOf = (file: FileEntry) => {
  if (file.type.startsWith('audio/')) return AudioIcon;
  if (file.type.startsWith('video/')) return VideoIcon;
  if (file.ext === 'pdf') return PdfIcon;
  return FileIcon;
};

const tileSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  textAlign: 'left',
  border: '1px solid',
  borderColor: 'divider',
  borderRadius: 1,
  overflow: 'hidden',
  minWidth: 0,
} as const;

const Preview = ({ file }: { file: FileEntry }) => {
  const Icon = iconOf(file);
  return (
    <Box sx={{ height: 110, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover' }}>
      {isImage(file) ? (
        <Box
          component="img"
          src={apiUrl(file.src)}
          alt=""
          loading="lazy"
          sx={{ maxWidth: '100%', maxHeight: 110, objectFit: 'contain' }}
        />
      ) : (
        <Icon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      )}
    </Box>
  );
};

/**
 * A folder's folders and files as tiles (previews for images, an icon by kind otherwise, sizes in 1024 units):
 * a folder opens on click; a file is chosen on click, and `actions` adds each file's or folder's own menu.
 */
export const FileGrid = ({
  folders,
  files,
  selected,
  onOpen,
  onChoose,
  folderActions,
  fileActions,
}: {
  folders: FolderEntry[];
  files: FileEntry[];
  selected: number[];
  onOpen: (folder: FolderEntry) => void;
  onChoose: (file: FileEntry) => void;
  folderActions?: (folder: FolderEntry) => ReactNode;
  fileActions?: (file: FileEntry) => ReactNode;
}) => {
  const locale = useLocale();
  const translate = useTranslate();
  return (
    <Box
      data-testid="files-grid"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
    >
      {folders.map((folder) => (
        <Box key={folder.path} sx={tileSx} data-testid="files-folder">
          <ButtonBase
            onClick={() => onOpen(folder)}
            sx={{ flexDirection: 'column', alignItems: 'stretch', p: 0 }}
            aria-label={translate('app.files.open_folder', { name: folder.name })}
          >
            <Box sx={{ height: 110, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <FolderIcon sx={{ fontSize: 56, color: 'warning.main' }} aria-hidden />
            </Box>
          </ButtonBase>
          <Box sx={{ display: 'flex', alignItems: 'center', px: 1, py: 0.5, gap: 0.5 }}>
            <Typography variant="body2" noWrap sx={{ flex: 1, fontWeight: 500 }} title={folder.name}>
              {folder.name}
            </Typography>
            {folderActions?.(folder)}
          </Box>
        </Box>
      ))}
      {files.map((file) => (
        <Box
          key={file.id}
          sx={{ ...tileSx, borderColor: selected.includes(file.id) ? 'primary.main' : 'divider' }}
          data-testid="files-file"
          data-filename={file.filename}
        >
          <ButtonBase
            onClick={() => onChoose(file)}
            sx={{ flexDirection: 'column', alignItems: 'stretch' }}
            aria-pressed={selected.includes(file.id)}
            aria-label={file.filename}
          >
            <Preview file={file} />
          </ButtonBase>
          <Box sx={{ display: 'flex', alignItems: 'center', px: 1, py: 0.5, gap: 0.5 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap title={file.filename}>
                {file.filename}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatFileSize(file.size, locale)}
                {file.width && file.height ? ` · ${file.width}×${file.height}` : ''}
              </Typography>
            </Box>
            {fileActions?.(file)}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
