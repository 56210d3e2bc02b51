Toggle("Favorite", isOn: $episode.isFavorite) // Bind to the Boolean.
