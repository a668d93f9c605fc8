#!/usr/bin/env bash
# Makes the demo schools' clip (their feed videos and external live stream play it; a video lesson plays its own
# narrated lecture, make-lectures.ts): one short clip per school as adaptive HLS (four renditions, labelled as
# SPEC.md section 9 says) with a WebVTT caption file. Run once by hand (Debian: apt-get install ffmpeg); its small
# output is committed under content/lesson-media/ and the seed uploads it to R2. Nothing is downloaded: the
# picture is ffmpeg's test pattern with the school's words drawn on it, the sound a sine tone.
# Decision: docs/decisions/0025-lesson-media-and-signed-urls.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=content/lesson-media
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
SECONDS_LONG=16

# label name width height video-kbps
RENDITIONS=(
  "Best best 640 360 150"
  "Better better 480 270 95"
  "Good good 320 180 60"
  "Average average 256 144 35"
)

clip() { # slug title subtitle-lines...
  local slug=$1 title=$2; shift 2
  local dir=$OUT/$slug/video
  rm -rf "$dir"; mkdir -p "$dir"
  {
    echo '#EXTM3U'
    echo '#EXT-X-VERSION:3'
  } > "$dir/master.m3u8"
  for r in "${RENDITIONS[@]}"; do
    read -r label name w h kbps <<<"$r"
    mkdir -p "$dir/$name"
    ffmpeg -hide_banner -loglevel error -y \
      -f lavfi -i "testsrc2=size=${w}x${h}:rate=24:duration=${SECONDS_LONG}" \
      -f lavfi -i "sine=frequency=330:sample_rate=22050:duration=${SECONDS_LONG}" \
      -vf "drawtext=fontfile=${FONT}:text='${title}':fontcolor=white:box=1:boxcolor=black@0.6:fontsize=h/12:x=(w-text_w)/2:y=h/10,drawtext=fontfile=${FONT}:text='%{pts\:hms} ${label}':fontcolor=white:box=1:boxcolor=black@0.6:fontsize=h/14:x=(w-text_w)/2:y=h-h/5" \
      -c:v libx264 -profile:v baseline -preset veryfast -b:v "${kbps}k" -maxrate "${kbps}k" -bufsize "$((kbps * 2))k" \
      -g 48 -keyint_min 48 -sc_threshold 0 \
      -c:a aac -b:a 24k -ac 1 \
      -f hls -hls_time 4 -hls_playlist_type vod -hls_segment_filename "$dir/$name/%02d.ts" "$dir/$name/index.m3u8"
    local bw=$(((kbps + 40) * 1000))
    echo "#EXT-X-STREAM-INF:BANDWIDTH=${bw},RESOLUTION=${w}x${h},CODECS=\"avc1.42c01e,mp4a.40.2\",NAME=\"${label}\"" >> "$dir/master.m3u8"
    echo "$name/index.m3u8" >> "$dir/master.m3u8"
  done
  # Captions: one cue per line given, spread over the clip.
  {
    echo 'WEBVTT'
    echo
    local n=$# i=0 step=$((SECONDS_LONG / $#))
    for line in "$@"; do
      printf '00:00:%02d.000 --> 00:00:%02d.500\n%s\n\n' $((i * step)) $((i * step + step - 1)) "$line"
      i=$((i + 1))
    done
  } > "$dir/captions.vtt"
}

clip nova-academy 'Nova Academy - Physics' \
  'Welcome to the chapter on motion in one dimension.' \
  'Displacement is the change in position, with a direction.' \
  'Velocity is the rate of change of displacement.' \
  'Acceleration tells us how quickly velocity changes.'
clip atelier-lingua 'Atelier Lingua - Français' \
  'Bonjour ! Today we learn to introduce ourselves in French.' \
  'Je m’appelle Claire: my name is Claire.' \
  'Enchanté: pleased to meet you.' \
  'À bientôt: see you soon.'
clip harbor-code 'Harbor Code - JavaScript' \
  'In this lesson we write our first JavaScript function.' \
  'A function takes inputs called parameters.' \
  'It returns a value with the return keyword.' \
  'Call it by its name followed by parentheses.'
du -sh "$OUT"
