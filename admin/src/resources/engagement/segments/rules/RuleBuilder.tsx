import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import {
  Box,
  Button,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  SEGMENT_CONDITION_TYPES,
  type SegmentCondition,
  type SegmentConditionType,
  type SegmentGroup,
} from '@newsroom/config';
import { ConditionInputs } from './ConditionInputs';
import { appendTo, canNestAt, newCondition, newGroup, removeAt, updateAt, type RulePath } from './ruleTree';

type Edit = (next: SegmentGroup) => void;

const ConditionRow = ({
  tree,
  path,
  condition,
  onChange,
}: {
  tree: SegmentGroup;
  path: RulePath;
  condition: SegmentCondition;
  onChange: Edit;
}) => {
  const translate = useTranslate();
  return (
    // The kind, its values and the remove button on one line; on a narrow screen the values wrap below
    // (flex gap, not Stack's margins, so a wrapped line starts flush).
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      alignItems="flex-start"
      data-testid="segment-condition"
      sx={{ flexWrap: 'wrap' }}
    >
      <TextField
        select
        size="small"
        fullWidth={false}
        label={translate('app.segments.builder.condition_type')}
        value={condition.type}
        sx={{ flex: '0 1 230px', minWidth: 190 }}
        inputProps={{ 'data-testid': 'condition-type' }}
        // Another type starts from its own defaults: the old values mean nothing there.
        onChange={(event) =>
          onChange(updateAt(tree, path, () => newCondition(event.target.value as SegmentConditionType)))
        }
      >
        {SEGMENT_CONDITION_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`app.segments.types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <ConditionInputs condition={condition} onChange={(next) => onChange(updateAt(tree, path, () => next))} />
      </Box>
      <Tooltip title={translate('app.segments.builder.remove')}>
        <IconButton
          aria-label={translate('app.segments.builder.remove')}
          onClick={() => onChange(removeAt(tree, path))}
        >
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};

/** One AND/OR group: its conditions and nested groups (at most SEGMENT_MAX_DEPTH levels), recursively. */
const GroupEditor = ({
  tree,
  path,
  group,
  onChange,
}: {
  tree: SegmentGroup;
  path: RulePath;
  group: SegmentGroup;
  onChange: Edit;
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.segments.builder.${key}`);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, bgcolor: path.length % 2 ? 'action.hover' : undefined }}
      data-testid="segment-group"
    >
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={group.op}
          onChange={(_, op) => op && onChange(updateAt(tree, path, () => ({ ...group, op })))}
        >
          <ToggleButton value="AND">{t('op_AND')}</ToggleButton>
          <ToggleButton value="OR">{t('op_OR')}</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        {path.length > 0 && (
          <Button
            size="small"
            color="inherit"
            startIcon={<DeleteIcon />}
            onClick={() => onChange(removeAt(tree, path))}
          >
            {t('remove_group')}
          </Button>
        )}
      </Stack>
      <Stack spacing={1.5}>
        {group.rules.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('empty_group')}
          </Typography>
        )}
        {group.rules.map((node, i) =>
          node.type === 'group' ? (
            <GroupEditor key={i} tree={tree} path={[...path, i]} group={node} onChange={onChange} />
          ) : (
            <ConditionRow key={i} tree={tree} path={[...path, i]} condition={node} onChange={onChange} />
          ),
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => onChange(appendTo(tree, path, newCondition('profileType')))}
        >
          {t('add_condition')}
        </Button>
        {canNestAt(path) && (
          <Button
            size="small"
            startIcon={<PlaylistAddIcon />}
            onClick={() => onChange(appendTo(tree, path, newGroup(group.op === 'AND' ? 'OR' : 'AND')))}
          >
            {t('add_group')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
};

/** The whole tree: the root group; every edit hands the new tree up. */
export const RuleBuilder = ({ value, onChange }: { value: SegmentGroup; onChange: Edit }) => (
  <GroupEditor tree={value} path={[]} group={value} onChange={onChange} />
);
