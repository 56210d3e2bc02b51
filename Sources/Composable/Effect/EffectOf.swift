/// The effect of a reducer's actions: `EffectOf<Feature>` is `Effect<Feature.Action>`, TCA's
/// `EffectOf`, which reducers written as methods return (`func reduce(into:action:) -> EffectOf<Self>`).
public typealias EffectOf<R: Reducer> = Effect<R.Action>
